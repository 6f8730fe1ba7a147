import { lifecycleDecider } from '@platform/ddd';
import { deciderSpec } from '@platform/testing';
import type { LineItemFacts } from './line-item';
import { type CreateLineItemApp, type CreateTrackingTag, lineItemAppLifecycle, trackingTagLifecycle } from './line-item-extras';

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

describe('line item apps', () => {
  const spec = deciderSpec(lifecycleDecider(lineItemAppLifecycle));
  const create = (over: Partial<CreateLineItemApp> = {}): CreateLineItemApp => ({
    ...common,
    type: 'CreateLineItemApp',
    now,
    lineItemId: 'li1',
    lineItem: installs,
    osType: 'IOS',
    appStoreIdentifier: '333903271',
    ...over,
  });
  const created = spec.given([]).when(create()).thenEvents();
  const update = (patch: { os_type?: 'IOS' | 'ANDROID'; app_store_identifier?: string }) => ({ ...common, type: 'UpdateLineItemApp' as const, now: later, patch });

  it('puts an app on an APP_INSTALLS or APP_ENGAGEMENTS line item', () => {
    expect(created[0].data.lineItemApp).toEqual({
      id: 'x1',
      line_item_id: 'li1',
      os_type: 'IOS',
      app_store_identifier: '333903271',
      created_at: now,
      updated_at: now,
      deleted: false,
    });
    const engagements = { ...installs, objective: 'APP_ENGAGEMENTS' };
    expect(spec.given([]).when(create({ lineItem: engagements, osType: 'ANDROID', appStoreIdentifier: 'com.example.app' })).thenEvents()).toHaveLength(1);
  });

  it('refuses a line item of another objective, and one that is not the account’s live one', () => {
    spec
      .given([])
      .when(create({ lineItem: { ...installs, objective: 'WEBSITE_CLICKS' } }))
      .thenThrows({ kind: 'invalid', parameter: 'line_item_id', message: expect.stringContaining('WEBSITE_CLICKS') });
    spec.given([]).when(create({ lineItem: undefined })).thenThrows({ kind: 'invalid', parameter: 'line_item_id' });
  });

  it('takes the numeric App Store id for IOS and the package name for ANDROID', () => {
    spec.given([]).when(create({ appStoreIdentifier: 'com.example.app' })).thenThrows({ kind: 'invalid', parameter: 'app_store_identifier' });
    spec.given([]).when(create({ osType: 'ANDROID', appStoreIdentifier: '333903271' })).thenThrows({ kind: 'invalid', parameter: 'app_store_identifier' });
  });

  it('judges the app again after a change of either member', () => {
    // switching to ANDROID keeps the numeric id, which is no package name
    spec.given(created).when(update({ os_type: 'ANDROID' })).thenThrows({ kind: 'invalid', parameter: 'app_store_identifier' });
    spec
      .given(created)
      .when(update({ os_type: 'ANDROID', app_store_identifier: 'com.example.app' }))
      .then([
        {
          type: 'campaigns.LineItemAppUpdated',
          data: {
            ...owner,
            lineItemAppId: 'x1',
            changes: { os_type: { old: 'IOS', new: 'ANDROID' }, app_store_identifier: { old: '333903271', new: 'com.example.app' } },
            updatedAt: later,
          },
        },
      ]);
    spec.given(created).when(update({ app_store_identifier: ' 333903271 ' })).then([]);
  });

  it('is not found once deleted', () => {
    const deleted = spec.given(created).when({ ...common, type: 'DeleteLineItemApp', now: later }).thenEvents();
    expect(deleted.map((e) => e.type)).toEqual(['campaigns.LineItemAppDeleted']);
    spec.given([...created, ...deleted]).when(update({ app_store_identifier: '1' })).thenThrows({ kind: 'not_found', parameter: 'line_item_app_id' });
  });
});
