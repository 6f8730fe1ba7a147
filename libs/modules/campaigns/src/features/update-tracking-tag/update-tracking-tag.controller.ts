import { updateEntityController } from '@platform/ads-entity';
import { TrackingTag } from '../../entities/line-item-extras.entity';
import { UpdateTrackingTagRequest } from './update-tracking-tag.request';

export class UpdateTrackingTagController extends updateEntityController(TrackingTag, {
  path: 'accounts/:account_id/tracking_tags/:tracking_tag_id',
  tag: 'ads: tracking tags',
  request: UpdateTrackingTagRequest,
  command: (p) => ({ patch: { tracking_tag_url: p.tracking_tag_url } }),
}) {}
