import { getEntityController } from '@platform/ads-entity';
import { TrackingTag } from '../../entities/line-item-extras.entity';

export class GetTrackingTagController extends getEntityController(TrackingTag, {
  path: 'accounts/:account_id/tracking_tags/:tracking_tag_id',
  tag: 'ads: tracking tags',
}) {}
