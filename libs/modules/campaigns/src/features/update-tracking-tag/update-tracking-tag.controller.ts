import { updateEntityController } from '@platform/ads-entity';
import { StringParam } from '@platform/http';
import { TrackingTag } from '../../entities/tracking-tag.entity';

/** PUT changes the URL, which it requires; the line item and the type stay. */
export class UpdateTrackingTagRequest {
  @StringParam({ required: true, minLength: 1, maxLength: 2048 })
  tracking_tag_url: string;
}

export class UpdateTrackingTagController extends updateEntityController(TrackingTag, {
  path: 'accounts/:account_id/tracking_tags/:tracking_tag_id',
  tag: 'ads: tracking tags',
  request: UpdateTrackingTagRequest,
  command: (p) => ({ patch: { tracking_tag_url: p.tracking_tag_url } }),
}) {}
