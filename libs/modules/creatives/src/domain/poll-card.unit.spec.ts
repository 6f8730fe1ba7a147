import { lifecycleDecider } from '@platform/ddd';
import { deciderSpec } from '@platform/testing';
import type { CardMedia, CardMediaByKey } from './card-media';
import { legacyCardUri } from './legacy-card-id';
import { type CreatePollCard, MEDIA_POLLS_FEATURE, type PollCardFields, pollCardLifecycle } from './poll-card';

const now = '2026-05-01T08:00:00Z';
const owner = { environment: 'sandbox' as const, accountId: 'acc1' };
const media = (mediaKey: string, mediaType: CardMedia['mediaType'], width: number, height: number, over: Partial<CardMedia> = {}): CardMedia => ({
  mediaKey,
  mediaType,
  width,
  height,
  durationMs: null,
  url: `https://aviary.example/media/${mediaKey}`,
  posterUrl: null,
  poster: null,
  ownerId: 'u1',
  ...over,
});
const library: CardMediaByKey = {
  '3_1': media('3_1', 'IMAGE', 800, 418),
  '3_2': media('3_2', 'IMAGE', 1200, 628),
  '3_3': media('3_3', 'IMAGE', 640, 335),
  '3_4': media('3_4', 'IMAGE', 1000, 1000),
  '13_1': media('13_1', 'VIDEO', 1280, 720, { durationMs: 14_600, posterUrl: 'https://aviary.example/media/13_1.jpg', poster: { width: 1280, height: 720 } }),
  '16_1': media('16_1', 'GIF', 800, 418),
};
const fields: PollCardFields = { name: 'Lunch', first_choice: 'Pizza', second_choice: 'Salad', duration_in_minutes: 1440 };
const spec = deciderSpec(lifecycleDecider(pollCardLifecycle));
const create = (given: Partial<PollCardFields> = {}, featureKeys: string[] = [MEDIA_POLLS_FEATURE]): CreatePollCard => ({
  ...owner,
  type: 'CreatePollCard',
  id: '57i77',
  now,
  fields: { ...fields, ...given },
  media: library,
  featureKeys,
});
const pollOf = (command: CreatePollCard) => spec.given([]).when(command).thenEvents()[0].data.pollCard as Record<string, unknown>;

describe('a poll card', () => {
  it('runs from its creation for its duration, with numbers as strings, and the card_uri of its id', () => {
    spec
      .given([])
      .when(create({ third_choice: 'Soup' }))
      .then([
        {
          type: 'creatives.PollCardCreated',
          data: {
            ...owner,
            pollCard: {
              id: '57i77',
              name: 'Lunch',
              first_choice: 'Pizza',
              second_choice: 'Salad',
              third_choice: 'Soup',
              start_time: now,
              end_time: '2026-05-02T08:00:00Z',
              duration_in_minutes: '1440',
              card_uri: legacyCardUri('57i77'),
              card_type: 'TEXT_POLLS',
              created_at: now,
              updated_at: now,
              deleted: false,
            },
          },
        },
      ]);
  });

  it('takes a fourth choice only with a third, and no blank choice', () => {
    spec.given([]).when(create({ fourth_choice: 'Soup' })).thenThrows({ kind: 'missing', parameter: 'third_choice' });
    expect(pollOf(create({ third_choice: 'Soup', fourth_choice: 'Curry' }))).toMatchObject({ fourth_choice: 'Curry' });
    spec.given([]).when(create({ second_choice: '  ' })).thenThrows({ kind: 'invalid', parameter: 'second_choice' });
    spec.given([]).when(create({ third_choice: '' })).thenThrows({ kind: 'invalid', parameter: 'third_choice' });
  });

  it('takes media only with the media polls feature', () => {
    spec.given([]).when(create({ media_key: '3_1' }, [])).thenThrows({ kind: 'invalid', parameter: 'media_key', message: expect.stringContaining(MEDIA_POLLS_FEATURE) });
  });

  it('with an image at least 800 px wide at 1.91:1 (within 1%) is an IMAGE_POLLS card without media members', () => {
    for (const key of ['3_1', '3_2']) {
      const poll = pollOf(create({ media_key: key }));
      expect(poll.card_type).toBe('IMAGE_POLLS');
      expect(poll).not.toHaveProperty('video_url');
    }
    for (const key of ['3_3', '3_4']) spec.given([]).when(create({ media_key: key })).thenThrows({ kind: 'invalid', parameter: 'media_key' });
  });

  it('with a video is a VIDEO_POLLS card showing the video, its poster and its length in whole seconds, as strings', () => {
    expect(pollOf(create({ media_key: '13_1' }))).toMatchObject({
      card_type: 'VIDEO_POLLS',
      video_url: 'https://aviary.example/media/13_1',
      video_hls_url: null,
      video_width: '1280',
      video_height: '720',
      video_poster_url: 'https://aviary.example/media/13_1.jpg',
      video_poster_width: '1280',
      video_poster_height: '720',
      content_duration_seconds: '15',
    });
  });

  it('refuses a GIF or a key not in the library', () => {
    spec.given([]).when(create({ media_key: '16_1' })).thenThrows({ kind: 'invalid', parameter: 'media_key', message: expect.stringContaining('GIF') });
    spec.given([]).when(create({ media_key: '3_9' })).thenThrows({ kind: 'invalid', parameter: 'media_key' });
  });

  it('is deleted once, and not found afterwards or for another account', () => {
    const created = spec.given([]).when(create()).thenEvents();
    const remove = { ...owner, type: 'DeletePollCard' as const, id: '57i77', now };
    spec.given(created).when({ ...remove, accountId: 'acc2' }).thenThrows({ kind: 'not_found', parameter: 'card_id' });
    const deleted = spec.given(created).when(remove).thenEvents();
    expect(deleted).toEqual([{ type: 'creatives.PollCardDeleted', data: { ...owner, cardId: '57i77', deletedAt: now } }]);
    spec.given([...created, ...deleted]).when(remove).thenThrows({ kind: 'not_found', parameter: 'card_id' });
    spec.given(created).when(create()).thenThrows({ kind: 'conflict' });
  });
});
