import { deciderSpec } from '@platform/testing';
import { accountAppDecider, type AddAccountApp } from './account-app';

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
