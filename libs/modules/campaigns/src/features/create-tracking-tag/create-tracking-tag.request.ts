import { EnumParam, StringParam } from '@platform/http';
import { TRACKING_TAG_TYPES, type TrackingTagView } from '../../domain/tracking-tag';

export class CreateTrackingTagRequest {
  @StringParam({ required: true, minLength: 1, maxLength: 64 })
  line_item_id: string;

  @EnumParam(TRACKING_TAG_TYPES, { required: true })
  tracking_tag_type: TrackingTagView['tracking_tag_type'];

  @StringParam({ required: true, minLength: 1, maxLength: 2048 })
  tracking_tag_url: string;
}
