import { listEntityController } from '@platform/ads-entity';
import { TrackingTag } from '../../entities/line-item-extras.entity';
import { ListTrackingTagsRequest } from './list-tracking-tags.request';

export class ListTrackingTagsController extends listEntityController(TrackingTag, {
  path: 'accounts/:account_id/tracking_tags',
  tag: 'ads: tracking tags',
  request: ListTrackingTagsRequest,
  query: (p) => ({ filters: { id: p.tracking_tag_ids, line_item_id: p.line_item_ids } }),
}) {}
