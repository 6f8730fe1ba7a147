import { adsEntity, writeRoute } from '@platform/ads-entity';
import { entityTable } from '@platform/read-model';
import { trackingTagLifecycle, type TrackingTagView } from '../domain/tracking-tag';
import { CreateTrackingTagRequest } from '../features/create-tracking-tag/create-tracking-tag.request';
import { onRequestLineItem } from '../features/shared/line-item-facts';
import { UpdateTrackingTagRequest } from '../features/update-tracking-tag/update-tracking-tag.request';

/** A third-party impression or click tracker on a line item, with the routes every ads entity has. */
export const TrackingTag = adsEntity({
  lifecycle: trackingTagLifecycle,
  table: entityTable<TrackingTagView>('campaigns.tracking_tags', { filters: ['line_item_id'] }),
  routes: {
    path: 'accounts/:account_id/tracking_tags',
    tag: 'ads: tracking tags',
    get: true,
    list: { ids: { line_item_ids: 'line_item_id', tracking_tag_ids: 'id' } },
    create: writeRoute(CreateTrackingTagRequest, {
      command: (p) => ({ lineItemId: p.line_item_id, trackingTagType: p.tracking_tag_type, trackingTagUrl: p.tracking_tag_url }),
      context: onRequestLineItem,
    }),
    update: writeRoute(UpdateTrackingTagRequest, { command: (p) => ({ patch: { tracking_tag_url: p.tracking_tag_url } }) }),
    delete: true,
  },
});
