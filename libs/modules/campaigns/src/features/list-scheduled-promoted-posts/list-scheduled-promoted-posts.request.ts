import { AdsListParams } from '@platform/ads-entity';
import { scheduledPromotedPostsTable } from '../../projections/tables';

export class ListScheduledPromotedPostsRequest extends AdsListParams(scheduledPromotedPostsTable, { ids: ['line_item_ids', 'scheduled_promoted_post_ids'] }) {}
