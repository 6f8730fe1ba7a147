import { lifecycleDecider } from '@platform/ddd';
import { deciderSpec } from '@platform/testing';
import { accountMediaLifecycle, type CreateAccountMedia } from './account-media';

const now = '2026-05-01T08:00:00Z';
const owner = { environment: 'production' as const, accountId: 'acc1' };
const spec = deciderSpec(lifecycleDecider(accountMediaLifecycle));
const create = (creativeType: CreateAccountMedia['creativeType'], mediaUrl: string | null = 'https://aviary.example/media/13_1.mp4'): CreateAccountMedia => ({
  ...owner,
  type: 'CreateAccountMedia',
  id: 'am1',
  now,
  mediaKey: '13_1',
  mediaUrl,
  creativeType,
});

describe('account media', () => {
  it('name a video asset’s video by its media key in video_id, without a media_url, as the reference’s PREROLL example', () => {
    spec
      .given([])
      .when(create('PREROLL'))
      .then([
        {
          type: 'creatives.AccountMediaCreated',
          data: {
            ...owner,
            accountMedia: { id: 'am1', media_key: '13_1', video_id: '13_1', media_url: null, creative_type: 'PREROLL', created_at: now, updated_at: now, deleted: false },
          },
        },
      ]);
    expect(spec.given([]).when(create('VAST_PREROLL')).thenEvents()[0].data.accountMedia).toMatchObject({ video_id: '13_1', media_url: null });
  });

  it('show an image asset’s media_url and no video_id', () => {
    expect(spec.given([]).when(create('BANNER', 'https://aviary.example/media/3_1.png')).thenEvents()[0].data.accountMedia).toMatchObject({
      video_id: null,
      media_url: 'https://aviary.example/media/3_1.png',
      creative_type: 'BANNER',
    });
  });

  it('are made once, deleted once, and not found afterwards or for another account', () => {
    const created = spec.given([]).when(create('PREROLL')).thenEvents();
    spec.given(created).when(create('PREROLL')).thenThrows({ kind: 'conflict' });
    const remove = { ...owner, type: 'DeleteAccountMedia' as const, id: 'am1', now };
    spec.given(created).when({ ...remove, accountId: 'acc2' }).thenThrows({ kind: 'not_found', parameter: 'account_media_id' });
    const deleted = spec.given(created).when(remove).thenEvents();
    expect(deleted.map((e) => e.type)).toEqual(['creatives.AccountMediaDeleted']);
    spec.given([...created, ...deleted]).when(remove).thenThrows({ kind: 'not_found', parameter: 'account_media_id' });
  });
});
