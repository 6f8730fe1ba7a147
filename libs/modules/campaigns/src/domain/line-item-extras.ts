import { type EntityView, type Environment, invalidParameter, lifecycle, type LifecycleCommandBase } from '@platform/ddd';
import { judgeAppStoreIdentifier, type OsType } from './account-app';
import type { LineItemFacts } from './line-item';

/**
 * What a line item carries besides its own members, each an entity of the
 * account on a live line item: tracking tags (third-party impression and
 * click trackers) and apps (what app objectives promote).
 */

/** Impression trackers and click trackers, as the ads reference lists them. */
export const TRACKING_TAG_TYPES = ['IMPRESSION_TAG', 'CLICK_TRACKER'] as const;
const APP_OBJECTIVES = ['APP_INSTALLS', 'APP_ENGAGEMENTS'];
/** A tracking URL: absolute http(s). */
const TRACKING_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export interface TrackingTagView extends EntityView {
  line_item_id: string;
  tracking_tag_type: (typeof TRACKING_TAG_TYPES)[number];
  tracking_tag_url: string;
}

export interface LineItemAppView extends EntityView {
  line_item_id: string;
  os_type: OsType;
  app_store_identifier: string;
}

interface OnLineItem extends LifecycleCommandBase {
  environment: Environment;
  lineItemId: string;
  lineItem?: LineItemFacts;
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
export interface CreateLineItemApp extends OnLineItem {
  type: 'CreateLineItemApp';
  osType: OsType;
  appStoreIdentifier: string;
}
export interface UpdateLineItemApp extends LifecycleCommandBase {
  type: 'UpdateLineItemApp';
  patch: { os_type?: OsType; app_store_identifier?: string };
}
export type DeleteLineItemExtra = LifecycleCommandBase & { type: 'DeleteTrackingTag' | 'DeleteLineItemApp' };

function onLineItem(c: OnLineItem): LineItemFacts {
  if (!c.lineItem) throw invalidParameter('line_item_id', `Line item ${c.lineItemId} was not found for Account ${c.accountId}`);
  return c.lineItem;
}

function trackingUrl(url: string): string {
  if (!TRACKING_URL.test(url)) throw invalidParameter('tracking_tag_url', 'tracking_tag_url must be an absolute http(s) URL');
  return url;
}

const base = (c: { id: string; now: string }) => ({ id: c.id, created_at: c.now, updated_at: c.now, deleted: false });

export const trackingTagLifecycle = lifecycle<TrackingTagView, CreateTrackingTag, UpdateTrackingTag, DeleteLineItemExtra>('campaigns.TrackingTag', {
  label: 'Tracking tag',
  create: (c) => ({
    ...base(c),
    line_item_id: onLineItem(c).id,
    tracking_tag_type: c.trackingTagType,
    tracking_tag_url: trackingUrl(c.trackingTagUrl),
  }),
  update: (current, c) => (c.patch.tracking_tag_url === undefined ? current : { ...current, tracking_tag_url: trackingUrl(c.patch.tracking_tag_url) }),
});

export const lineItemAppLifecycle = lifecycle<LineItemAppView, CreateLineItemApp, UpdateLineItemApp, DeleteLineItemExtra>('campaigns.LineItemApp', {
  label: 'Line item app',
  notFoundCode: 'LINE_ITEM_APP_NOT_FOUND',
  create: (c) => {
    const lineItem = onLineItem(c);
    if (!APP_OBJECTIVES.includes(lineItem.objective)) {
      throw invalidParameter('line_item_id', `Line item ${lineItem.id} has objective ${lineItem.objective}: apps go on ${APP_OBJECTIVES.join(' and ')} line items`);
    }
    return { ...base(c), line_item_id: lineItem.id, os_type: c.osType, app_store_identifier: judgeAppStoreIdentifier(c.osType, c.appStoreIdentifier) };
  },
  update: (current, c) => {
    const osType = c.patch.os_type ?? current.os_type;
    const identifier = c.patch.app_store_identifier ?? current.app_store_identifier;
    return { ...current, os_type: osType, app_store_identifier: judgeAppStoreIdentifier(osType, identifier) };
  },
});
