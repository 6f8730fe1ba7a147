import { ListParams } from '@platform/http';
import { accountAppsTable } from '../../projections/tables';

export class ListAccountAppsRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(accountAppsTable.spec.sortColumns),
}) {}
