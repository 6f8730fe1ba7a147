import { createEntityController } from '@platform/ads-entity';
import { EnumParam, StringParam } from '@platform/http';
import { TRACKING_TAG_TYPES, type TrackingTagView } from '../../domain/tracking-tag';
import { TrackingTag } from '../../entities/tracking-tag.entity';
import { onRequestLineItem } from '../shared/line-item-facts';

export class CreateTrackingTagRequest {
  @StringParam({ required: true, minLength: 1, maxLength: 64 })
  line_item_id: string;

  @EnumParam(TRACKING_TAG_TYPES, { required: true })
  tracking_tag_type: TrackingTagView['tracking_tag_type'];

  @StringParam({ required: true, minLength: 1, maxLength: 2048 })
  tracking_tag_url: string;
}

/** `POST accounts/:account_id/tracking_tags`: a tag on a live line item of the account. */
export class CreateTrackingTagController extends createEntityController(TrackingTag, {
  path: 'accounts/:account_id/tracking_tags',
  tag: 'ads: tracking tags',
  request: CreateTrackingTagRequest,
  command: (p) => ({ lineItemId: p.line_item_id, trackingTagType: p.tracking_tag_type, trackingTagUrl: p.tracking_tag_url }),
  context: onRequestLineItem,
}) {}
