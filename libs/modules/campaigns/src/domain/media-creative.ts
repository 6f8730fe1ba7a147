import { type EntityView, type Environment, invalidParameter, lifecycle } from '@platform/ddd';

/** An account media asset on a line item (in-stream video and app promotion on the publisher network). */
export interface MediaCreativeView extends EntityView {
  line_item_id: string;
  account_media_id: string;
  landing_url: string | null;
  /** The asset's creative type. */
  creative_type: string;
  entity_status: 'ACTIVE';
  approval_status: 'ACCEPTED';
}

const PREROLL_TYPES: readonly string[] = ['PREROLL', 'VAST_PREROLL'];

/** Which line item objectives run each kind of asset: pre-roll videos for PREROLL_VIEWS, display assets for app promotion. */
export const OBJECTIVES_BY_CREATIVE_TYPE: Record<string, readonly string[]> = {
  PREROLL: ['PREROLL_VIEWS'],
  VAST_PREROLL: ['PREROLL_VIEWS'],
  BANNER: ['APP_INSTALLS', 'APP_ENGAGEMENTS'],
  BANNER_TABLET: ['APP_INSTALLS', 'APP_ENGAGEMENTS'],
  INTERSTITIAL: ['APP_INSTALLS', 'APP_ENGAGEMENTS'],
  INTERSTITIAL_LANDSCAPE: ['APP_INSTALLS', 'APP_ENGAGEMENTS'],
  INTERSTITIAL_LANDSCAPE_TABLET: ['APP_INSTALLS', 'APP_ENGAGEMENTS'],
  INTERSTITIAL_TABLET: ['APP_INSTALLS', 'APP_ENGAGEMENTS'],
  MEDIUM_RECTANGLE: ['APP_INSTALLS', 'APP_ENGAGEMENTS'],
};

interface Base {
  environment: Environment;
  accountId: string;
  id: string;
  now: string;
}
export interface CreateMediaCreative extends Base {
  type: 'CreateMediaCreative';
  lineItemId: string;
  accountMediaId: string;
  landingUrl: string | null;
  /** The line item as its stream holds it (the account's, live), or undefined. */
  lineItem?: { id: string; objective: string };
  /** The account media asset as its stream holds it (the account's, live), or undefined. */
  accountMedia?: { id: string; creativeType: string };
}
export interface DeleteMediaCreative extends Base {
  type: 'DeleteMediaCreative';
}

export const mediaCreativeLifecycle = lifecycle<MediaCreativeView, CreateMediaCreative, never, DeleteMediaCreative>('campaigns.MediaCreative', {
  label: 'Media creative',
  notFoundCode: 'MEDIA_CREATIVE_NOT_FOUND',
  commands: { update: undefined },
  create: (c) => {
    if (!c.lineItem) throw invalidParameter('line_item_id', `Line item ${c.lineItemId} was not found for Account ${c.accountId}`);
    if (!c.accountMedia) throw invalidParameter('account_media_id', `Account media ${c.accountMediaId} was not found for Account ${c.accountId}`);
    const objectives = OBJECTIVES_BY_CREATIVE_TYPE[c.accountMedia.creativeType] ?? [];
    if (!objectives.includes(c.lineItem.objective)) {
      throw invalidParameter(
        'line_item_id',
        `Line item ${c.lineItem.id} has objective ${c.lineItem.objective}; ${c.accountMedia.creativeType} account media run on ${objectives.join(' or ')} line items`,
      );
    }
    return {
      id: c.id,
      line_item_id: c.lineItemId,
      account_media_id: c.accountMediaId,
      // a pre-roll asset takes no landing URL (its call to action is its own); display assets keep theirs
      landing_url: PREROLL_TYPES.includes(c.accountMedia.creativeType) ? null : c.landingUrl,
      creative_type: c.accountMedia.creativeType,
      entity_status: 'ACTIVE',
      approval_status: 'ACCEPTED',
      created_at: c.now,
      updated_at: c.now,
      deleted: false,
    };
  },
});
