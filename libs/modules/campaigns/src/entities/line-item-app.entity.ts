import { adsEntity, writeRoute } from '@platform/ads-entity';
import { entityTable } from '@platform/read-model';
import { lineItemAppLifecycle, type LineItemAppView } from '../domain/line-item-app';
import { CreateLineItemAppRequest } from '../features/create-line-item-app/create-line-item-app.request';
import { onRequestLineItem } from '../features/shared/line-item-facts';
import { UpdateLineItemAppRequest } from '../features/update-line-item-app/update-line-item-app.request';

/** An app an app-objective line item promotes, with the routes every ads entity has. */
export const LineItemApp = adsEntity({
  lifecycle: lineItemAppLifecycle,
  table: entityTable<LineItemAppView>('campaigns.line_item_apps', { filters: ['line_item_id'] }),
  routes: {
    path: 'accounts/:account_id/line_item_apps',
    tag: 'ads: line item apps',
    get: true,
    list: { ids: { line_item_ids: 'line_item_id', line_item_app_ids: 'id' } },
    create: writeRoute(CreateLineItemAppRequest, {
      command: (p) => ({ lineItemId: p.line_item_id, osType: p.os_type, appStoreIdentifier: p.app_store_identifier }),
      context: onRequestLineItem,
    }),
    update: writeRoute(UpdateLineItemAppRequest, { command: (p) => ({ patch: { os_type: p.os_type, app_store_identifier: p.app_store_identifier } }) }),
    delete: true,
  },
});
