import { lifecycleDecider } from '@platform/ddd';
import { deciderSpec } from '@platform/testing';
import type { LineItemFacts } from './line-item';
import { type CreateTrackingTag, trackingTagLifecycle } from './tracking-tag';

const now = '2026-03-01T10:00:00Z';
const later = '2026-03-02T10:00:00Z';
const owner = { environment: 'production' as const, accountId: 'acc1' };
const common = { ...owner, id: 'x1' };
const installs: LineItemFacts = { id: 'li1', objective: 'APP_INSTALLS', productType: 'PROMOTED_POSTS' };
// the reference's example tracking URL: a path with `;` parameters
const doubleclick = 'https://ad.doubleclick.net/ddm/trackimp/N1234.2061500TWITTER-OFFICIAL/B9156151.125630439;dc_trk_aid=1355;dc_trk_cid=8675309';

describe('tracking tags', () => {
  const spec = deciderSpec(lifecycleDecider(trackingTagLifecycle));
  const create = (over: Partial<CreateTrackingTag> = {}): CreateTrackingTag => ({
    ...common,
    type: 'CreateTrackingTag',
    now,
    lineItemId: 'li1',
    lineItem: installs,
    trackingTagType: 'IMPRESSION_TAG',
    trackingTagUrl: doubleclick,
    ...over,
  });
  const created = spec.given([]).when(create()).thenEvents();
  const update = (url: string, at = later) => ({ ...common, type: 'UpdateTrackingTag' as const, now: at, patch: { tracking_tag_url: url } });
  const remove = { ...common, type: 'DeleteTrackingTag' as const, now: later };

  it('puts a tag of the partner’s URL on a live line item of the account', () => {
    expect(created).toEqual([
      {
        type: 'campaigns.TrackingTagCreated',
        data: {
          ...owner,
          trackingTag: {
            id: 'x1',
            line_item_id: 'li1',
            tracking_tag_type: 'IMPRESSION_TAG',
            tracking_tag_url: doubleclick,
            created_at: now,
            updated_at: now,
            deleted: false,
          },
        },
      },
    ]);
  });

  it('refuses a line item that is not the account’s live one, naming line_item_id', () => {
    spec.given([]).when(create({ lineItem: undefined })).thenThrows({ kind: 'invalid', parameter: 'line_item_id', message: expect.stringContaining('li1') });
  });

  it.each(['ad.doubleclick.net/ddm/trackimp', 'ftp://tracker.example/pixel', 'javascript:alert(1)', 'https:// spaced.example'])(
    'refuses %s as a tracking URL',
    (url) => {
      spec.given([]).when(create({ trackingTagUrl: url })).thenThrows({ kind: 'invalid', parameter: 'tracking_tag_url' });
      spec.given(created).when(update(url)).thenThrows({ kind: 'invalid', parameter: 'tracking_tag_url' });
    },
  );

  it('changes the URL only, recording old and new; the same URL again records nothing', () => {
    spec
      .given(created)
      .when(update('http://tracker.example/click?id=1'))
      .then([
        {
          type: 'campaigns.TrackingTagUpdated',
          data: { ...owner, trackingTagId: 'x1', changes: { tracking_tag_url: { old: doubleclick, new: 'http://tracker.example/click?id=1' } }, updatedAt: later },
        },
      ]);
    spec.given(created).when(update(doubleclick)).then([]);
    spec.given(created).when({ ...common, type: 'UpdateTrackingTag', now: later, patch: {} }).then([]);
  });

  it('is created once', () => {
    spec.given(created).when(create()).thenThrows({ kind: 'conflict' });
  });

  it('is deleted once: afterwards, and for another account, it is not found', () => {
    const deleted = spec.given(created).when(remove).thenEvents();
    expect(deleted).toEqual([{ type: 'campaigns.TrackingTagDeleted', data: { ...owner, trackingTagId: 'x1', deletedAt: later } }]);
    spec.given([...created, ...deleted]).when(remove).thenThrows({ kind: 'not_found', parameter: 'tracking_tag_id' });
    spec.given([...created, ...deleted]).when(update('https://tracker.example/a')).thenThrows({ kind: 'not_found', parameter: 'tracking_tag_id' });
    spec.given(created).when({ ...remove, accountId: 'acc2' }).thenThrows({ kind: 'not_found', parameter: 'tracking_tag_id' });
    spec.given(created).when({ ...update('https://tracker.example/a'), accountId: 'acc2' }).thenThrows({ kind: 'not_found' });
  });
});
