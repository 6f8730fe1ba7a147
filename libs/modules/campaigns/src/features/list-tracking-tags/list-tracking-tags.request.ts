import { AdsListParams } from '@platform/ads-entity';
import { trackingTagsTable } from '../../projections/tables';

export class ListTrackingTagsRequest extends AdsListParams(trackingTagsTable, { ids: ['line_item_ids', 'tracking_tag_ids'] }) {}
