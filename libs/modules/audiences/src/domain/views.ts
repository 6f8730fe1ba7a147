import type { EntityView } from '@platform/ddd';

export type PermissionLevel = 'READ_ONLY' | 'READ_WRITE';

/** Why a list of users cannot be targeted yet. */
export type NotTargetableReason = 'PROCESSING' | 'TOO_SMALL';

/** A custom audience (a CRM list of hashed users) as the ads API shows it to its owner. */
export interface CustomAudienceView extends EntityView {
  name: string;
  description: string | null;
  audience_type: 'CRM';
  /** Users whose membership is in effect, as last derived; null until users were first added. */
  audience_size: number | null;
  targetable: boolean;
  targetable_types: string[];
  reasons_not_targetable: NotTargetableReason[];
  /** The reading account's access (the owner's here; a granted account reads its own). */
  permission_level: PermissionLevel;
  is_owner: boolean;
  owner_account_id: string;
  partner_source: string;
}

/** A do-not-reach list: hashed users an account's ads must not be shown to. */
export interface DoNotReachListView extends EntityView {
  name: string;
  description: string | null;
  targetable: boolean;
  reasons_not_targetable: NotTargetableReason[];
  list_size: number | null;
}

/** Access to a custom audience granted to another ad account (the `/5` tailored audience permission). */
export interface CustomAudiencePermissionView extends EntityView {
  tailored_audience_id: string;
  granted_account_id: string;
  permission_level: PermissionLevel;
}

/** The `/12` custom audience permission: the same grant, naming the audience `custom_audience_id`. */
export function customAudiencePermission({ tailored_audience_id, ...rest }: CustomAudiencePermissionView) {
  return { ...rest, custom_audience_id: tailored_audience_id };
}
