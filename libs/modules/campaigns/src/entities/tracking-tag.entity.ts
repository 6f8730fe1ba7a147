import { adsEntity } from '@platform/ads-entity';
import { entityTable } from '@platform/read-model';
import { trackingTagLifecycle, type TrackingTagView } from '../domain/tracking-tag';

/** A third-party impression or click tracker on a line item: got, listed and deleted as every ads entity is. */
export const TrackingTag = adsEntity({
  lifecycle: trackingTagLifecycle,
  table: entityTable<TrackingTagView>('campaigns.tracking_tags', { filters: ['line_item_id'] }),
  routes: {
    path: 'accounts/:account_id/tracking_tags',
    tag: 'ads: tracking tags',
    get: true,
    list: { ids: { line_item_ids: 'line_item_id', tracking_tag_ids: 'id' } },
    delete: true,
  },
});
