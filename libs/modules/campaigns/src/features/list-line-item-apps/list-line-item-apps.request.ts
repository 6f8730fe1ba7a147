import { AdsListParams } from '@platform/ads-entity';
import { lineItemAppsTable } from '../../projections/tables';

export class ListLineItemAppsRequest extends AdsListParams(lineItemAppsTable, { ids: ['line_item_ids', 'line_item_app_ids'] }) {}
