import { adsEntity } from '@platform/ads-entity';
import { lineItemLifecycle } from '../domain/line-item';
import { lineItemsTable } from '../projections/tables';

/** The line item as an ads entity: its rules are the domain's (`lineItemLifecycle`). */
export const LineItem = adsEntity({
  lifecycle: lineItemLifecycle,
  table: lineItemsTable,
  // entity_data shows every member but the id
  history: { entityType: 'LINE_ITEM' },
});
