import { deciderSpec } from '@platform/testing';
import { ACCOUNT_APPS, accountAppDecider, accountAppKey, type AddAccountApp } from './account-app';

const now = '2026-01-01T00:00:00Z';
const add: AddAccountApp = {
  type: 'AddAccountApp',
  environment: 'production',
  accountId: 'acc1',
  id: 'app1',
  appStoreIdentifier: 'com.example.app',
  osType: 'ANDROID',
  conversionTrackingEnabled: false,
  deepLinkPattern: 'example://',
  now,
};
const spec = deciderSpec(accountAppDecider);

describe('account app decider', () => {
  it('adds an app as GET account_apps shows it', () => {
    spec.given([]).when(add).then([
      {
        type: 'campaigns.AccountAppAdded',
        data: {
          environment: 'production',
          accountId: 'acc1',
          accountApp: {
            id: 'app1',
            app_store_identifier: 'com.example.app',
            conversion_tracking_enabled: false,
            deep_link_pattern: 'example://',
            os_type: 'ANDROID',
            created_at: now,
            updated_at: now,
            deleted: false,
          },
        },
      },
    ]);
  });

  it('takes the numeric App Store id for iOS and no deep link pattern', () => {
    const [event] = spec
      .given([])
      .when({ ...add, osType: 'IOS', appStoreIdentifier: ' 333903271 ', deepLinkPattern: '  ', conversionTrackingEnabled: true })
      .thenEvents();
    expect(event.data.accountApp).toMatchObject({
      app_store_identifier: '333903271',
      os_type: 'IOS',
      deep_link_pattern: null,
      conversion_tracking_enabled: true,
    });
  });

  it('refuses identifiers of the wrong form for the OS, and malformed deep link patterns', () => {
    spec.given([]).when({ ...add, osType: 'IOS' }).thenThrows({ kind: 'invalid', parameter: 'app_store_identifier' });
    spec.given([]).when({ ...add, appStoreIdentifier: '333903271' }).thenThrows({ kind: 'invalid', parameter: 'app_store_identifier' });
    spec.given([]).when({ ...add, deepLinkPattern: 'not a scheme' }).thenThrows({ kind: 'invalid', parameter: 'deep_link_pattern' });
  });

  it('refuses to add the same app stream twice', () => {
    const events = spec.given([]).when(add).thenEvents();
    spec.given(events).when(add).thenThrows({ kind: 'conflict' });
  });
});

describe("an account's apps", () => {
  const apps = deciderSpec(ACCOUNT_APPS.decider);
  const key = accountAppKey('IOS', ' 333903271 ');
  const claimed = (holder: string) => ({ type: 'campaigns.AccountAppClaimed' as const, data: { key, holder } });

  it('holds an app once, by store and identifier as recorded: another app of the same is refused with 409 naming app_store_identifier', () => {
    expect(key).toBe('IOS:333903271');
    apps.given([]).when({ type: 'ClaimKey', key, holder: 'app1' }).then([claimed('app1')]);
    apps
      .given([claimed('app1')])
      .when({ type: 'ClaimKey', key, holder: 'app2' })
      .thenThrows({ kind: 'conflict', status: 409, parameter: 'app_store_identifier', message: 'The account already has the IOS app 333903271' });
    // the same identifier in the other store is another app
    apps.given([claimed('app1')]).when({ type: 'ClaimKey', key: 'ANDROID:com.example.app', holder: 'app2' }).then([
      { type: 'campaigns.AccountAppClaimed', data: { key: 'ANDROID:com.example.app', holder: 'app2' } },
    ]);
  });

  it('judges the identifier before it is held', () => {
    expect(() => accountAppKey('IOS', 'com.example.app')).toThrow(expect.objectContaining({ parameter: 'app_store_identifier' }));
  });
});
