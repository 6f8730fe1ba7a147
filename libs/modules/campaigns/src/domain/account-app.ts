import { conflict, type DomainEvent, type Environment, invalidParameter, keyClaimStream, lifecycle, lifecycleDecider } from '@platform/ddd';
import type { AccountAppView } from './views';

/**
 * A mobile app associated with an ad account. The ads API only lists them
 * (they come from the advertiser's app manager); aviary's operator adds them
 * through the admin API.
 */
export const OS_TYPES = ['IOS', 'ANDROID'] as const;
export type OsType = (typeof OS_TYPES)[number];

/** iOS: the numeric App Store id; Android: the package name. */
const IOS_APP_ID = /^[0-9]{1,19}$/;
const ANDROID_PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
/** A URI scheme and what follows, for example `myapp://` or `https://example.com/app`. */
const DEEP_LINK_PATTERN = /^[A-Za-z][A-Za-z0-9+.-]*:\S*$/;
export const APP_FIELD_MAX_LENGTH = 255;

export type AccountAppAdded = DomainEvent<
  'campaigns.AccountAppAdded',
  { environment: Environment; accountId: string; accountApp: AccountAppView }
>;
export type AccountAppEvent = AccountAppAdded;

export interface AddAccountApp {
  type: 'AddAccountApp';
  environment: Environment;
  accountId: string;
  id: string;
  appStoreIdentifier: string;
  osType: OsType;
  conversionTrackingEnabled: boolean;
  deepLinkPattern: string | null;
  now: string;
}
export type AccountAppCommand = AddAccountApp;

/** An app's store identifier as its store names it: iOS the numeric App Store id, Android the package name. */
export function judgeAppStoreIdentifier(osType: OsType, given: string): string {
  const identifier = given.trim();
  if (osType === 'IOS' && !IOS_APP_ID.test(identifier)) {
    throw invalidParameter('app_store_identifier', 'app_store_identifier of an IOS app is the numeric App Store id, for example 333903271');
  }
  if (osType === 'ANDROID' && (!ANDROID_PACKAGE.test(identifier) || identifier.length > APP_FIELD_MAX_LENGTH)) {
    throw invalidParameter('app_store_identifier', 'app_store_identifier of an ANDROID app is its package name, for example com.example.app');
  }
  return identifier;
}

/** An account app is only added (the API lists them; the operator adds them). */
export const accountAppLifecycle = lifecycle<AccountAppView, AddAccountApp>('campaigns.AccountApp', {
  label: 'Account app',
  // added rather than created, and never changed or deleted
  events: { created: 'campaigns.AccountAppAdded' },
  commands: { create: 'AddAccountApp', update: undefined, delete: undefined },
  create(command) {
    const identifier = judgeAppStoreIdentifier(command.osType, command.appStoreIdentifier);
    const deepLink = command.deepLinkPattern?.trim() || null;
    if (deepLink !== null && (!DEEP_LINK_PATTERN.test(deepLink) || deepLink.length > APP_FIELD_MAX_LENGTH)) {
      throw invalidParameter('deep_link_pattern', 'deep_link_pattern must be a URI scheme and what follows, for example myapp://');
    }
    return {
      id: command.id,
      app_store_identifier: identifier,
      conversion_tracking_enabled: command.conversionTrackingEnabled,
      deep_link_pattern: deepLink,
      os_type: command.osType,
      created_at: command.now,
      updated_at: command.now,
      deleted: false,
    };
  },
});

export const accountAppDecider = lifecycleDecider<AccountAppView, AddAccountApp, never, never, AccountAppEvent>(accountAppLifecycle);

/** The key an app is held under in its account: its store and identifier (judged, as the app records it). */
export const accountAppKey = (osType: OsType, appStoreIdentifier: string) => `${osType}:${judgeAppStoreIdentifier(osType, appStoreIdentifier)}`;

/**
 * The apps an account holds, each once (by store and identifier), as one
 * stream per account (`campaigns.AccountApps-<environment>-<account>`): an
 * app added appends here with its own events.
 */
export const ACCOUNT_APPS = keyClaimStream('campaigns.AccountApps', {
  claimed: 'campaigns.AccountAppClaimed',
  released: 'campaigns.AccountAppReleased',
  taken: (key) => {
    const [osType, identifier] = key.split(':');
    return conflict(`The account already has the ${osType} app ${identifier}`, 'app_store_identifier');
  },
});
