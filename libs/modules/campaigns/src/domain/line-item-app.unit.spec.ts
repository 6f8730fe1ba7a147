import { lifecycleDecider } from '@platform/ddd';
import { deciderSpec } from '@platform/testing';
import type { LineItemFacts } from './line-item';
import { type CreateLineItemApp, lineItemAppLifecycle } from './line-item-app';

const now = '2026-03-01T10:00:00Z';
const later = '2026-03-02T10:00:00Z';
const owner = { environment: 'production' as const, accountId: 'acc1' };
const common = { ...owner, id: 'x1' };
const installs: LineItemFacts = { id: 'li1', objective: 'APP_INSTALLS', productType: 'PROMOTED_POSTS' };

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
