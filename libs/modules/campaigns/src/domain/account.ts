import {
  applyChanges,
  type Changes,
  changesBetween,
  conflict,
  type Decider,
  type DomainEvent,
  type Environment,
  invalidParameter,
  notFound,
  streamKind,
} from '@platform/ddd';
import type { AccountView } from './views';

/** Industry types an account may declare. */
export const INDUSTRY_TYPES = [
  'AGENCY',
  'BUSINESS_TO_BUSINESS',
  'ONLINE_SERVICES',
  'EDUCATION',
  'FINANCIAL',
  'HEALTH',
  'GOVERNMENT',
  'MEDIA',
  'MOBILE',
  'RESTAURANT',
  'RETAIL',
  'TECHNOLOGY',
  'TRAVEL',
  'OTHER',
] as const;
export type IndustryType = (typeof INDUSTRY_TYPES)[number];

/** Keys the sandbox accepts on POST accounts/:id/features. */
export const ADDABLE_FEATURE_KEYS = [
  'AGE_TARGETING',
  'ALLOW_SKIPPABLE_VIDEOS_FOR_PREROLL_VIEWS_OBJECTIVE',
  'AWARENESS_OBJECTIVE',
  'BRAND_TPN',
  'CHARGE_FOR_GOOD_CLICK',
  'CONVERSATION_CARD',
  'CONVERSATION_CARD_FOUR_OPTIONS',
  'CONVERSATION_CARD_UNLOCK',
  'CPI_CHARGING',
  'DIRECT_MESSAGE_CARD',
  'DR_TAP',
  'ENGAGER_RETARGETING',
  'EVENT_TARGETING',
  'INSTALLED_APP_CATEGORY_TARGETING',
  'MOBILE_CONVERSION_TRANSACTION_VALUE',
  'OPTIMIZED_ACTION_BIDDING',
  'REACH_AND_FREQUENCY_ANALYTICS',
  'REACH_FREQUENCY_CAP',
  'VALIDATED_AGE_TARGETING',
  'VIDEO_VIEWS_MIDROLL_OBJECTIVE',
  'PREROLL_VIEWS_OBJECTIVE',
  'VIDEO_APP_DOWNLOAD_CARD',
] as const;

/** Every account feature key the API names: those a sandbox may add, and those seen in a GET. */
export const FEATURE_KEYS = [
  ...ADDABLE_FEATURE_KEYS,
  'WEBSITE_CLICKS_CPM_BILLING',
  'CITY_TARGETING',
  'PROMOTED_MEDIA_POLLS',
  'UNIVERSAL_LOOKALIKE',
  'SHARE_AUDIENCE_OUTSIDE_BUSINESS',
] as const;

export type AccountCreated = DomainEvent<
  'campaigns.AccountCreated',
  {
    accountId: string;
    environment: Environment;
    name: string;
    timezone: string;
    timezoneSwitchAt: string | null;
    businessId: string | null;
    businessName: string | null;
    industryType: IndustryType | null;
    featureKeys: string[];
    ownerUserId: string;
    createdAt: string;
  }
>;

export type AccountUserGranted = DomainEvent<
  'campaigns.AccountUserGranted',
  { accountId: string; environment: Environment; userId: string; grantedAt: string }
>;

export type AccountUpdated = DomainEvent<
  'campaigns.AccountUpdated',
  { accountId: string; environment: Environment; changes: Changes; updatedAt: string }
>;
export type AccountDeleted = DomainEvent<'campaigns.AccountDeleted', { accountId: string; environment: Environment; deletedAt: string }>;
export type AccountFeaturesChanged = DomainEvent<
  'campaigns.AccountFeaturesChanged',
  { accountId: string; environment: Environment; added: string[]; removed: string[]; featureKeys: string[]; changedAt: string }
>;

export type AccountEvent = AccountCreated | AccountUserGranted | AccountUpdated | AccountDeleted | AccountFeaturesChanged;

export interface AccountState {
  /** The account as the API shows it (absent before its creation). */
  account?: AccountView;
  users: ReadonlySet<string>;
  featureKeys: string[];
}

/** The account a command may change: created and not deleted. */
const live = (state: AccountState, accountId: string): AccountView => {
  if (!state.account || state.account.deleted) throw accountNotFound(accountId);
  return state.account;
};

export interface CreateAccount {
  type: 'CreateAccount';
  accountId: string;
  environment: Environment;
  name: string;
  timezone: string;
  businessId?: string;
  businessName?: string;
  industryType?: IndustryType;
  featureKeys?: string[];
  ownerUserId: string;
  now: string;
}

export interface GrantAccountAccess {
  type: 'GrantAccountAccess';
  accountId: string;
  environment: Environment;
  userId: string;
  now: string;
}

export interface UpdateAccount {
  type: 'UpdateAccount';
  accountId: string;
  environment: Environment;
  name?: string;
  /** null unsets it. */
  industryType?: IndustryType | null;
  now: string;
}

export interface DeleteAccount {
  type: 'DeleteAccount';
  accountId: string;
  environment: Environment;
  now: string;
}

export interface ChangeAccountFeatures {
  type: 'ChangeAccountFeatures';
  accountId: string;
  environment: Environment;
  add?: string[];
  remove?: string[];
  now: string;
}

export type AccountCommand = CreateAccount | GrantAccountAccess | UpdateAccount | DeleteAccount | ChangeAccountFeatures;

/** An account not found: on the ads interface 403 `ACCOUNT_NOT_FOUND`, as the guard answers an account not the caller's; 404 on the admin API. */
export const accountNotFound = (accountId: string) => notFound(`Account ${accountId} was not found`, 'account_id', 'ACCOUNT_NOT_FOUND');

export function isTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value);
  } catch {
    return false;
  }
}

/** An account with its members in the order the API shows them (a stored JSON object keeps none). */
export const inShownOrder = (a: AccountView): AccountView => ({
  id: a.id,
  name: a.name,
  business_name: a.business_name,
  business_id: a.business_id,
  timezone: a.timezone,
  timezone_switch_at: a.timezone_switch_at,
  industry_type: a.industry_type,
  approval_status: a.approval_status,
  created_at: a.created_at,
  updated_at: a.updated_at,
  deleted: a.deleted,
});

/** The account a created event describes, as the API shows it. */
export function createdAccount(data: AccountCreated['data']): AccountView {
  return {
    id: data.accountId,
    name: data.name,
    business_name: data.businessName,
    business_id: data.businessId,
    timezone: data.timezone,
    timezone_switch_at: data.timezoneSwitchAt,
    industry_type: data.industryType,
    approval_status: 'ACCEPTED',
    created_at: data.createdAt,
    updated_at: data.createdAt,
    deleted: false,
  };
}

export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = {
  initialState: () => ({ users: new Set(), featureKeys: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'campaigns.AccountCreated':
        return {
          account: createdAccount(event.data),
          users: new Set([event.data.ownerUserId]),
          featureKeys: event.data.featureKeys,
        };
      case 'campaigns.AccountUserGranted':
        return { ...state, users: new Set([...state.users, event.data.userId]) };
      case 'campaigns.AccountUpdated':
        return { ...state, account: state.account && applyChanges(state.account, event.data.changes, event.data.updatedAt) };
      case 'campaigns.AccountDeleted':
        return { ...state, account: state.account && { ...state.account, deleted: true, updated_at: event.data.deletedAt } };
      case 'campaigns.AccountFeaturesChanged':
        return { ...state, featureKeys: event.data.featureKeys };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateAccount': {
        if (state.account) throw conflict(`Account ${command.accountId} already exists`);
        if (!isTimezone(command.timezone)) {
          throw invalidParameter('timezone', `Expected a time zone name, got "${command.timezone}" for timezone`);
        }
        const featureKeys = [...new Set(command.featureKeys ?? [])];
        for (const key of featureKeys) {
          if (!(FEATURE_KEYS as readonly string[]).includes(key)) {
            throw invalidParameter('feature_keys', `Unknown feature key ${key}`);
          }
        }
        return [
          {
            type: 'campaigns.AccountCreated',
            data: {
              accountId: command.accountId,
              environment: command.environment,
              name: command.name,
              timezone: command.timezone,
              timezoneSwitchAt: null,
              businessId: command.businessId ?? null,
              businessName: command.businessName ?? null,
              industryType: command.industryType ?? null,
              featureKeys,
              ownerUserId: command.ownerUserId,
              createdAt: command.now,
            },
          },
        ];
      }
      case 'UpdateAccount': {
        const changes = changesBetween(live(state, command.accountId), {
          ...(command.name !== undefined ? { name: command.name } : {}),
          ...(command.industryType !== undefined ? { industry_type: command.industryType } : {}),
        });
        if (Object.keys(changes).length === 0) return [];
        return [
          {
            type: 'campaigns.AccountUpdated',
            data: { accountId: command.accountId, environment: command.environment, changes, updatedAt: command.now },
          },
        ];
      }
      case 'DeleteAccount':
        live(state, command.accountId);
        return [
          { type: 'campaigns.AccountDeleted', data: { accountId: command.accountId, environment: command.environment, deletedAt: command.now } },
        ];
      case 'ChangeAccountFeatures': {
        live(state, command.accountId);
        // a sandbox adds and removes only the keys the API lets it add
        for (const key of [...(command.add ?? []), ...(command.remove ?? [])]) {
          if (!(ADDABLE_FEATURE_KEYS as readonly string[]).includes(key)) {
            throw invalidParameter('feature_keys', `Expected one of [${ADDABLE_FEATURE_KEYS.join(', ')}], got "${key}" for feature_keys`);
          }
        }
        const added = [...new Set(command.add ?? [])].filter((k) => !state.featureKeys.includes(k));
        const removed = [...new Set(command.remove ?? [])].filter((k) => state.featureKeys.includes(k));
        if (added.length === 0 && removed.length === 0) return [];
        const featureKeys = [...state.featureKeys.filter((k) => !removed.includes(k)), ...added];
        return [
          {
            type: 'campaigns.AccountFeaturesChanged',
            data: { accountId: command.accountId, environment: command.environment, added, removed, featureKeys, changedAt: command.now },
          },
        ];
      }
      case 'GrantAccountAccess': {
        live(state, command.accountId);
        if (state.users.has(command.userId)) return [];
        return [
          {
            type: 'campaigns.AccountUserGranted',
            data: {
              accountId: command.accountId,
              environment: command.environment,
              userId: command.userId,
              grantedAt: command.now,
            },
          },
        ];
      }
    }
  },
};

export const ACCOUNT_STREAM = 'campaigns.Account';
export const accountStreamId = (environment: Environment, accountId: string) => `${ACCOUNT_STREAM}-${environment}-${accountId}`;

/** An account's stream: its commands are stamped to the second, as the ads API writes its times. */
export const ACCOUNT = streamKind(
  { type: ACCOUNT_STREAM, streamId: accountStreamId, decider: accountDecider, stamp: 'seconds' },
  {
    'campaigns.AccountCreated': 1, 'campaigns.AccountUpdated': 1, 'campaigns.AccountDeleted': 1,
    'campaigns.AccountUserGranted': 1, 'campaigns.AccountFeaturesChanged': 1,
  },
);
