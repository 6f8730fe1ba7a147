import { adsEntity } from '@platform/ads-entity';
import { entityTable } from '@platform/read-model';
import { lineItemAppLifecycle, type LineItemAppView } from '../domain/line-item-app';

/** An app an app-objective line item promotes: got, listed and deleted as every ads entity is. */
export const LineItemApp = adsEntity({
  lifecycle: lineItemAppLifecycle,
  table: entityTable<LineItemAppView>('campaigns.line_item_apps', { filters: ['line_item_id'] }),
  routes: {
    path: 'accounts/:account_id/line_item_apps',
    tag: 'ads: line item apps',
    get: true,
    list: { ids: { line_item_ids: 'line_item_id', line_item_app_ids: 'id' } },
    delete: true,
  },
});
