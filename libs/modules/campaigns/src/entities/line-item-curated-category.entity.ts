import { adsEntity } from '@platform/ads-entity';
import { lineItemCuratedCategoryLifecycle } from '../domain/line-item-curated-category';
import { lineItemCuratedCategoriesTable } from '../projections/tables';

/** A line item's link to a curated category, as an ads entity (no account history entries). */
export const LineItemCuratedCategory = adsEntity({
  lifecycle: lineItemCuratedCategoryLifecycle,
  table: lineItemCuratedCategoriesTable,
});
