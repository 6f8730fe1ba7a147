import { AdsListParams } from '@platform/ads-entity';
import { promotedPostsTable } from '../../projections/tables';

export class ListPromotedPostsRequest extends AdsListParams(promotedPostsTable, { ids: ['line_item_ids', 'promoted_post_ids'] }) {}
