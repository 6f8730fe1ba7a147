import { type EntityView, invalidParameter, lifecycle, type LifecycleCommandBase, newEntity } from '@platform/ddd';
import { onLineItem, type OnLineItem } from './line-item';

/** Third-party impression and click trackers on a live line item of the account, as the ads reference lists them. */
export const TRACKING_TAG_TYPES = ['IMPRESSION_TAG', 'CLICK_TRACKER'] as const;
/** A tracking URL: absolute http(s). */
const TRACKING_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export interface TrackingTagView extends EntityView {
  line_item_id: string;
  tracking_tag_type: (typeof TRACKING_TAG_TYPES)[number];
  tracking_tag_url: string;
}

export interface CreateTrackingTag extends OnLineItem {
  type: 'CreateTrackingTag';
  trackingTagType: TrackingTagView['tracking_tag_type'];
  trackingTagUrl: string;
}
export interface UpdateTrackingTag extends LifecycleCommandBase {
  type: 'UpdateTrackingTag';
  patch: { tracking_tag_url?: string };
}
export type DeleteTrackingTag = LifecycleCommandBase & { type: 'DeleteTrackingTag' };

function trackingUrl(url: string): string {
  if (!TRACKING_URL.test(url)) throw invalidParameter('tracking_tag_url', 'tracking_tag_url must be an absolute http(s) URL');
  return url;
}

export const trackingTagLifecycle = lifecycle<TrackingTagView, CreateTrackingTag, UpdateTrackingTag, DeleteTrackingTag>('campaigns.TrackingTag', {
  label: 'Tracking tag',
  create: (c) => ({ ...newEntity(c), line_item_id: onLineItem(c).id, tracking_tag_type: c.trackingTagType, tracking_tag_url: trackingUrl(c.trackingTagUrl) }),
  update: (current, c) => (c.patch.tracking_tag_url === undefined ? current : { ...current, tracking_tag_url: trackingUrl(c.patch.tracking_tag_url) }),
});
