import {
  type Environment,
  forbidden,
  invalidParameter,
  type LifecycleDecider,
  type LifecycleEvent,
  lifecycle,
  notFound,
} from '@platform/ddd';
import type { ChangeListUsers, RecordListSize } from './user-list';
import { sizeRecorded, userListDecider, type UserListState } from './user-list';
import type { CustomAudiencePermissionView, CustomAudienceView, PermissionLevel } from './views';

/** What custom audiences the API lets a client set. */
export interface CustomAudienceFields {
  name: string;
  description: string | null;
}

interface Base {
  environment: Environment;
  accountId: string;
  id: string;
  now: string;
}
export interface CreateCustomAudience extends Base {
  type: 'CreateCustomAudience';
  fields: CustomAudienceFields;
}
export interface UpdateCustomAudience extends Base {
  type: 'UpdateCustomAudience';
  patch: Partial<CustomAudienceFields>;
}
export interface DeleteCustomAudience extends Base {
  type: 'DeleteCustomAudience';
}
export interface ChangeCustomAudienceUsers extends ChangeListUsers {
  type: 'ChangeCustomAudienceUsers';
}
export interface RecordCustomAudienceSize extends RecordListSize {
  type: 'RecordCustomAudienceSize';
}

/** Where the account granted access stands to the owning account. */
export type Grantee = 'unknown_account' | 'same_business' | 'other_business';

/** Shares the audience with another ad account (or changes the level of its access). */
export interface GrantCustomAudiencePermission extends Base {
  type: 'GrantCustomAudiencePermission';
  permissionId: string;
  grantedAccountId: string;
  permissionLevel: PermissionLevel;
  /** What the two accounts' streams say (read by the handler, guarded). */
  grantee: Grantee;
  ownerSharesOutsideBusiness: boolean;
}
export interface RevokeCustomAudiencePermission extends Base {
  type: 'RevokeCustomAudiencePermission';
  permissionId: string;
  /** The path parameter naming the permission (its name differs by API version). */
  idParam: string;
}

/** The size processor counted its users. */
export const CUSTOM_AUDIENCE_SIZE_RECORDED = 'audiences.CustomAudienceSizeRecorded';

export const customAudienceLifecycle = lifecycle<CustomAudienceView, CreateCustomAudience, UpdateCustomAudience, DeleteCustomAudience>('audiences.CustomAudience', {
  label: 'Custom audience',
  notFoundCode: 'TAILORED_AUDIENCE_NOT_FOUND',
  create: (c) => ({
    id: c.id,
    name: c.fields.name,
    description: c.fields.description,
    audience_type: 'CRM',
    // no users yet: waiting for its first count, and too small to target
    audience_size: null,
    targetable: false,
    targetable_types: ['CRM', 'EXCLUDED_CRM'],
    reasons_not_targetable: ['PROCESSING', 'TOO_SMALL'],
    permission_level: 'READ_WRITE',
    is_owner: true,
    owner_account_id: c.accountId,
    partner_source: 'OTHER',
    created_at: c.now,
    updated_at: c.now,
    deleted: false,
  }),
  facts: { [CUSTOM_AUDIENCE_SIZE_RECORDED]: sizeRecorded('audience_size') },
});

export interface CustomAudienceState extends UserListState<CustomAudienceView> {
  /** Its permissions by id, revoked ones included (`deleted`). */
  grants?: Record<string, CustomAudiencePermissionView>;
}

/** The live permission of an account on the audience, if it has one. */
export function grantOf(state: CustomAudienceState, accountId: string): CustomAudiencePermissionView | undefined {
  return Object.values(state.grants ?? {}).find((g) => g.granted_account_id === accountId && !g.deleted);
}

/** Whether an account may use the audience (owns it, or it is shared with it), and it exists. */
export function mayUse(state: CustomAudienceState, accountId: string): boolean {
  if (!state.entity || state.entity.deleted) return false;
  return state.accountId === accountId || grantOf(state, accountId) !== undefined;
}

const usersAndLifecycle = userListDecider<CustomAudienceView, CreateCustomAudience, UpdateCustomAudience, DeleteCustomAudience, CustomAudienceState>(
  customAudienceLifecycle,
  {
    sizeRecorded: CUSTOM_AUDIENCE_SIZE_RECORDED,
    usersChanged: 'audiences.CustomAudienceUsersChanged',
    commands: { changeUsers: 'ChangeCustomAudienceUsers', recordSize: 'RecordCustomAudienceSize' },
    // accounts it is shared with READ_WRITE may change its users; READ_ONLY ones may not
    mayChangeUsers(state, accountId) {
      const grant = grantOf(state, accountId);
      if (!grant) throw customAudienceLifecycle.notFound(state.entity!.id, accountId);
      if (grant.permission_level !== 'READ_WRITE') {
        throw forbidden(`Account ${accountId} has READ_ONLY access to custom audience ${state.entity!.id} and cannot change it`);
      }
    },
  },
);

/** Only the owning account shares: others are told so if they see the audience, or that it does not exist. */
function ownerOnly(state: CustomAudienceState, command: Base): CustomAudienceView {
  const entity = state.entity;
  if (!entity || entity.deleted) throw customAudienceLifecycle.notFound(command.id, command.accountId);
  if (state.accountId === command.accountId) return entity;
  if (grantOf(state, command.accountId)) {
    throw forbidden(`Only the owning account (is_owner true) can change the permissions of custom audience ${command.id}`);
  }
  throw customAudienceLifecycle.notFound(command.id, command.accountId);
}

const GRANTED = 'audiences.CustomAudiencePermissionGranted';
const REVOKED = 'audiences.CustomAudiencePermissionRevoked';

/** The custom audience's stream: its lifecycle, its users, and who it is shared with. */
export const customAudienceDecider = {
  initialState: () => ({}),
  evolve(state: CustomAudienceState, event: LifecycleEvent): CustomAudienceState {
    switch (event.type) {
      case GRANTED: {
        const permission = event.data.permission as CustomAudiencePermissionView;
        return { ...state, grants: { ...state.grants, [permission.id]: permission } };
      }
      case REVOKED: {
        const id = event.data.permissionId as string;
        const revoked = { ...state.grants![id], deleted: true, updated_at: event.data.revokedAt as string };
        return { ...state, grants: { ...state.grants, [id]: revoked } };
      }
      default:
        return { ...usersAndLifecycle.evolve(state, event), grants: state.grants };
    }
  },
  decide(command: { type: string } & Base, state: CustomAudienceState): LifecycleEvent[] {
    const { environment, accountId, id, now } = command;
    if (command.type === 'GrantCustomAudiencePermission') {
      const c = command as GrantCustomAudiencePermission;
      ownerOnly(state, c);
      if (c.grantedAccountId === accountId) {
        throw invalidParameter('granted_account_id', 'A custom audience cannot be shared with the account that owns it');
      }
      if (c.grantee === 'unknown_account') {
        throw invalidParameter('granted_account_id', `Account ${c.grantedAccountId} is not an ad account`);
      }
      if (c.grantee === 'other_business' && !c.ownerSharesOutsideBusiness) {
        throw invalidParameter(
          'granted_account_id',
          `Account ${c.grantedAccountId} is not of the business of Account ${accountId}; sharing outside the business needs the account feature SHARE_AUDIENCE_OUTSIDE_BUSINESS`,
        );
      }
      const existing = grantOf(state, c.grantedAccountId);
      if (existing?.permission_level === c.permissionLevel) return [];
      const permission: CustomAudiencePermissionView = existing
        ? { ...existing, permission_level: c.permissionLevel, updated_at: now }
        : {
            id: c.permissionId,
            tailored_audience_id: id,
            granted_account_id: c.grantedAccountId,
            permission_level: c.permissionLevel,
            created_at: now,
            updated_at: now,
            deleted: false,
          };
      return [{ type: GRANTED, data: { environment, accountId, customAudienceId: id, permission } }];
    }
    if (command.type === 'RevokeCustomAudiencePermission') {
      const c = command as RevokeCustomAudiencePermission;
      ownerOnly(state, c);
      const grant = state.grants?.[c.permissionId];
      if (!grant || grant.deleted) {
        throw notFound(`Permission ${c.permissionId} was not found for custom audience ${id}`, c.idParam);
      }
      return [{ type: REVOKED, data: { environment, accountId, customAudienceId: id, permissionId: c.permissionId, grantedAccountId: grant.granted_account_id, revokedAt: now } }];
    }
    return usersAndLifecycle.decide(command as never, state);
  },
} as unknown as LifecycleDecider<CustomAudienceView, CreateCustomAudience, UpdateCustomAudience, DeleteCustomAudience>;
