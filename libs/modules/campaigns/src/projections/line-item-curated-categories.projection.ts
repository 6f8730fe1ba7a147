import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import { newValues } from '../domain/changes';
import type { LineItemCuratedCategoryEvent } from '../domain/line-item-curated-category';
import { lineItemCuratedCategoriesTable } from './tables';

export const lineItemCuratedCategoriesProjection: InlineProjection = {
  name: 'campaigns.line_item_curated_categories',
  tables: ['campaigns.line_item_curated_categories'],
  handles: [
    'campaigns.LineItemCuratedCategoryCreated',
    'campaigns.LineItemCuratedCategoryUpdated',
    'campaigns.LineItemCuratedCategoryDeleted',
  ],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as LineItemCuratedCategoryEvent;
    switch (e.type) {
      case 'campaigns.LineItemCuratedCategoryCreated':
        await lineItemCuratedCategoriesTable.insert(sql, e.data.environment, e.data.accountId, e.data.lineItemCuratedCategory);
        break;
      case 'campaigns.LineItemCuratedCategoryUpdated':
        await lineItemCuratedCategoriesTable.patch(sql, e.data.environment, e.data.id, {
          ...newValues(e.data.changes),
          updated_at: e.data.updatedAt,
        });
        break;
      case 'campaigns.LineItemCuratedCategoryDeleted':
        await lineItemCuratedCategoriesTable.patch(sql, e.data.environment, e.data.id, { deleted: true, updated_at: e.data.deletedAt });
        break;
    }
  },
};
