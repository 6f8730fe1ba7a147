import { ListParams } from '@platform/http';
import { lineItemCuratedCategoriesTable } from '../../projections/tables';

export class ListLineItemCuratedCategoriesRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(lineItemCuratedCategoriesTable.spec.sortColumns),
}) {}
