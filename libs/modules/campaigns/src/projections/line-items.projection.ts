import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import { newValues } from '../domain/changes';
import type { LineItemEvent } from '../domain/line-item';
import { lineItemsTable } from './tables';

/** campaigns.line_items: every line item as the API shows it. */
export const lineItemsProjection: InlineProjection = {
  name: 'campaigns.line_items',
  tables: ['campaigns.line_items'],
  handles: ['campaigns.LineItemCreated', 'campaigns.LineItemUpdated', 'campaigns.LineItemDeleted'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as LineItemEvent;
    switch (e.type) {
      case 'campaigns.LineItemCreated':
        await lineItemsTable.insert(sql, e.data.environment, e.data.accountId, e.data.lineItem);
        break;
      case 'campaigns.LineItemUpdated':
        await lineItemsTable.patch(sql, e.data.environment, e.data.lineItemId, {
          ...newValues(e.data.changes),
          updated_at: e.data.updatedAt,
        });
        break;
      case 'campaigns.LineItemDeleted':
        await lineItemsTable.patch(sql, e.data.environment, e.data.lineItemId, { deleted: true, updated_at: e.data.deletedAt });
        break;
    }
  },
};
