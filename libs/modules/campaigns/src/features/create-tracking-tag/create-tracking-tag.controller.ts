import { createEntityController } from '@platform/ads-entity';
import { TrackingTag } from '../../entities/line-item-extras.entity';
import { onRequestLineItem } from '../shared/line-item-facts';
import { CreateTrackingTagRequest } from './create-tracking-tag.request';

export class CreateTrackingTagController extends createEntityController(TrackingTag, {
  path: 'accounts/:account_id/tracking_tags',
  tag: 'ads: tracking tags',
  request: CreateTrackingTagRequest,
  command: (p) => ({ lineItemId: p.line_item_id, trackingTagType: p.tracking_tag_type, trackingTagUrl: p.tracking_tag_url }),
  context: onRequestLineItem,
}) {}
