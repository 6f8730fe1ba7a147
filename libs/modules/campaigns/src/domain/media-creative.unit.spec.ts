import { lifecycleDecider } from '@platform/ddd';
import { deciderSpec } from '@platform/testing';
import { type CreateMediaCreative, mediaCreativeLifecycle } from './media-creative';

const now = '2026-03-01T10:00:00Z';
const later = '2026-03-02T10:00:00Z';
const owner = { environment: 'sandbox' as const, accountId: 'acc1' };
const spec = deciderSpec(lifecycleDecider(mediaCreativeLifecycle));
const create = (creativeType: string, objective: string, over: Partial<CreateMediaCreative> = {}): CreateMediaCreative => ({
  ...owner,
  type: 'CreateMediaCreative',
  id: 'mc1',
  now,
  lineItemId: 'li1',
  accountMediaId: 'am1',
  landingUrl: 'https://dev.example.com',
  lineItem: { id: 'li1', objective },
  accountMedia: { id: 'am1', creativeType },
  ...over,
});
const remove = { ...owner, type: 'DeleteMediaCreative' as const, id: 'mc1', now: later };

describe('media creatives', () => {
  it('puts a display asset on an app line item, keeping its landing URL, active and accepted', () => {
    spec
      .given([])
      .when(create('INTERSTITIAL', 'APP_INSTALLS'))
      .then([
        {
          type: 'campaigns.MediaCreativeCreated',
          data: {
            ...owner,
            mediaCreative: {
              id: 'mc1',
              line_item_id: 'li1',
              account_media_id: 'am1',
              landing_url: 'https://dev.example.com',
              creative_type: 'INTERSTITIAL',
              entity_status: 'ACTIVE',
              approval_status: 'ACCEPTED',
              created_at: now,
              updated_at: now,
              deleted: false,
            },
          },
        },
      ]);
  });

  it.each(['PREROLL', 'VAST_PREROLL'])('puts a %s asset on a PREROLL_VIEWS line item and ignores its landing URL', (creativeType) => {
    const [event] = spec.given([]).when(create(creativeType, 'PREROLL_VIEWS')).thenEvents();
    expect(event.data.mediaCreative).toMatchObject({ creative_type: creativeType, landing_url: null });
  });

  it.each([
    ['PREROLL', 'APP_INSTALLS'],
    ['VAST_PREROLL', 'ENGAGEMENTS'],
    ['BANNER', 'PREROLL_VIEWS'],
    ['MEDIUM_RECTANGLE', 'WEBSITE_CLICKS'],
  ])('refuses a %s asset on a %s line item, naming the objectives it runs on', (creativeType, objective) => {
    spec.given([]).when(create(creativeType, objective)).thenThrows({ kind: 'invalid', parameter: 'line_item_id', message: expect.stringContaining(objective) });
  });

  it('refuses a line item or an asset that is not the account’s live one, each naming its parameter', () => {
    spec.given([]).when(create('BANNER', 'APP_INSTALLS', { lineItem: undefined })).thenThrows({ kind: 'invalid', parameter: 'line_item_id' });
    spec.given([]).when(create('BANNER', 'APP_INSTALLS', { accountMedia: undefined })).thenThrows({ kind: 'invalid', parameter: 'account_media_id' });
  });

  it('is deleted once; then, and for another account, it is not found', () => {
    const created = spec.given([]).when(create('BANNER', 'APP_ENGAGEMENTS')).thenEvents();
    spec.given(created).when(remove).then([{ type: 'campaigns.MediaCreativeDeleted', data: { ...owner, mediaCreativeId: 'mc1', deletedAt: later } }]);
    const deleted = spec.given(created).when(remove).thenEvents();
    spec.given([...created, ...deleted]).when(remove).thenThrows({ kind: 'not_found', parameter: 'media_creative_id' });
    spec.given(created).when({ ...remove, accountId: 'acc2' }).thenThrows({ kind: 'not_found', parameter: 'media_creative_id' });
    spec.given(created).when(create('BANNER', 'APP_ENGAGEMENTS')).thenThrows({ kind: 'conflict' });
  });
});
