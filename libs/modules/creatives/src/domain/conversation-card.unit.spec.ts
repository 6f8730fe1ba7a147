import { lifecycleDecider } from '@platform/ddd';
import { deciderSpec } from '@platform/testing';
import type { CardMedia, CardMediaByKey } from './card-media';
import {
  type ConversationCardFields,
  conversationMediaKeys,
  type CreateConversationCard,
  imageConversationCardLifecycle,
  type UpdateConversationCard,
  videoConversationCardLifecycle,
} from './conversation-card';
import { legacyCardUri } from './legacy-card-id';

const now = '2026-05-01T08:00:00Z';
const later = '2026-05-02T08:00:00Z';
const owner = { environment: 'production' as const, accountId: 'acc1' };
const media = (mediaKey: string, mediaType: CardMedia['mediaType'], width: number, height: number): CardMedia => ({
  mediaKey,
  mediaType,
  width,
  height,
  durationMs: mediaType === 'VIDEO' ? 15000 : null,
  url: `https://aviary.example/media/${mediaKey}`,
  posterUrl: mediaType === 'VIDEO' ? `https://aviary.example/media/${mediaKey}-poster.jpg` : null,
  poster: null,
  ownerId: 'u1',
});
const library: CardMediaByKey = {
  '13_1': media('13_1', 'VIDEO', 1280, 720),
  '13_2': media('13_2', 'VIDEO', 720, 720),
  '3_1': media('3_1', 'IMAGE', 1280, 670),
  '3_2': media('3_2', 'IMAGE', 1000, 400),
  '3_3': media('3_3', 'IMAGE', 640, 335),
  '3_4': media('3_4', 'IMAGE', 800, 800),
  '16_1': media('16_1', 'GIF', 500, 316),
};
const fields: ConversationCardFields = {
  name: 'Vote',
  title: 'Which one?',
  first_cta: '#Cats',
  first_cta_post: 'I pick cats',
  thank_you_text: 'Thanks!',
};

type Kind = 'Video' | 'Image';
const lifecycles = { Video: videoConversationCardLifecycle, Image: imageConversationCardLifecycle };
const specOf = (kind: Kind) => deciderSpec(lifecycleDecider(lifecycles[kind]));
const create = (kind: Kind, given: ConversationCardFields, id = '5a86h'): CreateConversationCard => ({
  ...owner,
  type: `Create${kind}ConversationCard`,
  id,
  now,
  fields: { media_key: kind === 'Video' ? '13_1' : '3_1', ...given },
  media: library,
});
const update = (kind: Kind, given: ConversationCardFields, accountId = 'acc1'): UpdateConversationCard => ({
  ...owner,
  accountId,
  type: `Update${kind}ConversationCard`,
  id: '5a86h',
  now: later,
  fields: given,
  media: library,
});
const cardOf = (events: Array<{ data: Record<string, unknown> }>) =>
  (events[0].data.videoConversationCard ?? events[0].data.imageConversationCard) as Record<string, unknown>;

describe('a video conversation card', () => {
  const spec = specOf('Video');

  it('shows its video, owner and size, the video’s poster when none is given, and the card_uri of its id', () => {
    expect(spec.given([]).when(create('Video', fields)).thenEvents()).toEqual([
      {
        type: 'creatives.VideoConversationCardCreated',
        data: {
          ...owner,
          videoConversationCard: {
            id: '5a86h',
            name: 'Vote',
            title: 'Which one?',
            first_cta: '#Cats',
            first_cta_post: 'I pick cats',
            thank_you_text: 'Thanks!',
            media_key: '13_1',
            media_url: 'https://aviary.example/media/13_1',
            card_uri: legacyCardUri('5a86h'),
            card_type: 'VIDEO_CONVERSATION',
            video_owner_id: 'u1',
            video_width: '1280',
            video_height: '720',
            poster_media_url: 'https://aviary.example/media/13_1-poster.jpg',
            created_at: now,
            updated_at: now,
            deleted: false,
          },
        },
      },
    ]);
  });

  it('shows the poster image it is given', () => {
    expect(cardOf(spec.given([]).when(create('Video', { ...fields, poster_media_key: '3_1' })).thenEvents())).toMatchObject({
      poster_media_key: '3_1',
      poster_media_url: 'https://aviary.example/media/3_1',
    });
    spec.given([]).when(create('Video', { ...fields, poster_media_key: '13_2' })).thenThrows({ kind: 'invalid', parameter: 'poster_media_key' });
  });

  it('needs a 16:9 video of the account’s library', () => {
    spec.given([]).when(create('Video', { ...fields, media_key: '13_2' })).thenThrows({ kind: 'invalid', parameter: 'media_key', message: expect.stringContaining('720x720') });
    spec.given([]).when(create('Video', { ...fields, media_key: '3_1' })).thenThrows({ kind: 'invalid', parameter: 'media_key' });
    spec.given([]).when(create('Video', { ...fields, media_key: '13_9' })).thenThrows({ kind: 'invalid', parameter: 'media_key', message: expect.stringContaining('media library') });
  });

  it('keeps the unlocked media write-only: on the stream, not among the members shown', () => {
    const card = cardOf(spec.given([]).when(create('Video', { ...fields, unlocked_image_media_key: '3_4', unlocked_video_media_key: '13_2' })).thenEvents());
    // a video card's unlocked image has no size rule
    expect(card).toMatchObject({ unlocked_image_media_key: '3_4', unlocked_video_media_key: '13_2' });
    spec.given([]).when(create('Video', { ...fields, unlocked_video_media_key: '3_4' })).thenThrows({ kind: 'invalid', parameter: 'unlocked_video_media_key' });
  });
});

describe('the members of a conversation card', () => {
  const spec = specOf('Video');

  it.each(['name', 'first_cta', 'first_cta_post', 'thank_you_text'] as const)('needs %s', (member) => {
    spec.given([]).when(create('Video', { ...fields, [member]: undefined })).thenThrows({ kind: 'missing', parameter: member });
    spec.given([]).when(create('Video', { ...fields, [member]: '' })).thenThrows({ kind: 'missing', parameter: member });
  });

  it('takes a hashtag with or without its #, answering it with one, of letters, digits and _ up to 20 characters', () => {
    expect(cardOf(spec.given([]).when(create('Video', { ...fields, first_cta: 'Cats_2026' })).thenEvents()).first_cta).toBe('#Cats_2026');
    expect(cardOf(spec.given([]).when(create('Video', { ...fields, first_cta: '#Katzenfreund' })).thenEvents()).first_cta).toBe('#Katzenfreund');
    expect(cardOf(spec.given([]).when(create('Video', { ...fields, first_cta: `#${'ß'.repeat(20)}` })).thenEvents()).first_cta).toBe(`#${'ß'.repeat(20)}`);
    for (const bad of ['#two words', '#', '##cats', '#cats!', `#${'a'.repeat(21)}`]) {
      spec.given([]).when(create('Video', { ...fields, first_cta: bad })).thenThrows({ kind: 'invalid', parameter: 'first_cta' });
    }
  });

  it('holds the title and thank-you text to 23 characters, post texts to 280, none blank', () => {
    spec.given([]).when(create('Video', { ...fields, title: 'x'.repeat(24) })).thenThrows({ kind: 'invalid', parameter: 'title' });
    spec.given([]).when(create('Video', { ...fields, thank_you_text: 'x'.repeat(24) })).thenThrows({ kind: 'invalid', parameter: 'thank_you_text' });
    expect(spec.given([]).when(create('Video', { ...fields, thank_you_text: 'x'.repeat(23), first_cta_post: 'y'.repeat(280) })).thenEvents()).toHaveLength(1);
    spec.given([]).when(create('Video', { ...fields, first_cta_post: 'y'.repeat(281) })).thenThrows({ kind: 'invalid', parameter: 'first_cta_post' });
    spec.given([]).when(create('Video', { ...fields, name: '   ' })).thenThrows({ kind: 'invalid', parameter: 'name' });
  });

  it('takes each further hashtag with its post text only', () => {
    const card = cardOf(spec.given([]).when(create('Video', { ...fields, second_cta: 'Dogs', second_cta_post: 'Dogs!', third_cta: '#Birds', third_cta_post: 'Birds!' })).thenEvents());
    expect(card).toMatchObject({ second_cta: '#Dogs', second_cta_post: 'Dogs!', third_cta: '#Birds', third_cta_post: 'Birds!' });
    spec.given([]).when(create('Video', { ...fields, second_cta: 'Dogs' })).thenThrows({ kind: 'missing', parameter: 'second_cta_post' });
    spec.given([]).when(create('Video', { ...fields, fourth_cta_post: 'Fish!' })).thenThrows({ kind: 'missing', parameter: 'fourth_cta' });
  });

  it('needs a title when there is no second hashtag', () => {
    spec.given([]).when(create('Video', { ...fields, title: undefined })).thenThrows({ kind: 'missing', parameter: 'title' });
    expect(cardOf(spec.given([]).when(create('Video', { ...fields, title: undefined, second_cta: 'Dogs', second_cta_post: 'Dogs!' })).thenEvents())).not.toHaveProperty('title');
  });

  it('takes an absolute http(s) thank-you URL only', () => {
    expect(cardOf(spec.given([]).when(create('Video', { ...fields, thank_you_url: 'https://shop.example/thanks' })).thenEvents()).thank_you_url).toBe('https://shop.example/thanks');
    for (const bad of ['shop.example/thanks', 'mailto:a@shop.example']) {
      spec.given([]).when(create('Video', { ...fields, thank_you_url: bad })).thenThrows({ kind: 'invalid', parameter: 'thank_you_url' });
    }
  });
});

describe('changing a conversation card', () => {
  const spec = specOf('Video');
  const created = spec.given([]).when(create('Video', fields)).thenEvents();

  it('records what changed and judges the whole card after the change', () => {
    const [event] = spec.given(created).when(update('Video', { thank_you_text: 'Merci!' })).thenEvents();
    expect(event).toMatchObject({ type: 'creatives.VideoConversationCardUpdated', data: { cardId: '5a86h', changes: { thank_you_text: { old: 'Thanks!', new: 'Merci!' } }, updatedAt: later } });
    expect(event.data.changes).not.toHaveProperty('created_at');
    // unsetting the title leaves a card with neither title nor second hashtag
    spec.given(created).when(update('Video', { title: null })).thenThrows({ kind: 'missing', parameter: 'title' });
    const [swapped] = spec.given(created).when(update('Video', { title: null, second_cta: 'Dogs', second_cta_post: 'Dogs!' })).thenEvents();
    expect(swapped.data.changes).toMatchObject({ title: { old: 'Which one?', new: null }, second_cta: { new: '#Dogs' } });
  });

  it('records nothing when the same values come back', () => {
    spec.given(created).when(update('Video', { ...fields, media_key: '13_1' })).then([]);
  });

  it('is not found for another account, nor once deleted', () => {
    spec.given(created).when(update('Video', { name: 'x' }, 'acc2')).thenThrows({ kind: 'not_found', parameter: 'card_id' });
    const remove = { ...owner, type: 'DeleteVideoConversationCard' as const, id: '5a86h', now: later };
    const deleted = spec.given(created).when(remove).thenEvents();
    expect(deleted.map((e) => e.type)).toEqual(['creatives.VideoConversationCardDeleted']);
    spec.given([...created, ...deleted]).when(update('Video', { name: 'x' })).thenThrows({ kind: 'not_found', parameter: 'card_id' });
    spec.given([...created, ...deleted]).when(remove).thenThrows({ kind: 'not_found', parameter: 'card_id' });
  });
});

describe('an image conversation card', () => {
  const spec = specOf('Image');

  it('shows its image’s size in pixels, as strings', () => {
    expect(cardOf(spec.given([]).when(create('Image', fields, '59woh')).thenEvents())).toMatchObject({
      card_type: 'IMAGE_CONVERSATION',
      media_key: '3_1',
      media_url: 'https://aviary.example/media/3_1',
      image_display_width: '1280',
      image_display_height: '670',
    });
  });

  it('needs an image at least 800 px wide at 1.91:1', () => {
    for (const key of ['3_3', '3_4', '13_1', '16_1']) spec.given([]).when(create('Image', { ...fields, media_key: key })).thenThrows({ kind: 'invalid', parameter: 'media_key' });
  });

  it('needs an unlocked image at least 800 px wide at 5:2', () => {
    expect(cardOf(spec.given([]).when(create('Image', { ...fields, unlocked_image_media_key: '3_2' })).thenEvents()).unlocked_image_media_key).toBe('3_2');
    spec.given([]).when(create('Image', { ...fields, unlocked_image_media_key: '3_1' })).thenThrows({ kind: 'invalid', parameter: 'unlocked_image_media_key' });
  });

  it('follows a new image’s size when a change names it', () => {
    const created = spec.given([]).when(create('Image', fields)).thenEvents();
    const wide = { ...library, '3_5': media('3_5', 'IMAGE', 1910, 1000) };
    const [event] = spec.given(created).when({ ...update('Image', { media_key: '3_5' }), media: wide }).thenEvents();
    expect(event.data.changes).toMatchObject({ media_key: { new: '3_5' }, image_display_width: { old: '1280', new: '1910' }, image_display_height: { old: '670', new: '1000' } });
  });
});

describe('the media keys a conversation card command names', () => {
  it('are those given and the card’s current ones, without blanks', () => {
    expect(conversationMediaKeys({ media_key: '13_1', poster_media_key: '' })).toEqual(['13_1']);
    expect(conversationMediaKeys({ poster_media_key: '3_9' }, { media_key: '13_1', unlocked_image_media_key: '3_4' })).toEqual(['3_9', '13_1', '3_4']);
  });
});
