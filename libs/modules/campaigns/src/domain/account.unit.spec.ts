import { deciderSpec } from '@platform/testing';
import { accountDecider, type AccountCreated, type CreateAccount } from './account';

const now = '2026-01-01T00:00:00.000Z';
const create: CreateAccount = {
  type: 'CreateAccount',
  accountId: 'abc12',
  environment: 'production',
  name: 'Acme',
  timezone: 'America/Los_Angeles',
  ownerUserId: '7',
  now,
};
const created: AccountCreated = {
  type: 'campaigns.AccountCreated',
  data: {
    accountId: 'abc12',
    environment: 'production',
    name: 'Acme',
    timezone: 'America/Los_Angeles',
    timezoneSwitchAt: null,
    businessId: null,
    businessName: null,
    industryType: null,
    featureKeys: [],
    ownerUserId: '7',
    createdAt: now,
  },
};
const spec = deciderSpec(accountDecider);

describe('account decider', () => {
  it('creates an account owned by the user', () => {
    spec.given([]).when(create).then([created]);
  });

  it('keeps feature keys once each', () => {
    const [event] = spec
      .given([])
      .when({ ...create, featureKeys: ['AGE_TARGETING', 'AGE_TARGETING', 'CPI_CHARGING'] })
      .thenEvents();
    expect((event as AccountCreated).data.featureKeys).toEqual(['AGE_TARGETING', 'CPI_CHARGING']);
  });

  it('refuses an unknown time zone or feature key, naming the parameter', () => {
    spec.given([]).when({ ...create, timezone: 'Mars/Olympus' }).thenThrows({ kind: 'invalid', parameter: 'timezone' });
    spec.given([]).when({ ...create, featureKeys: ['NOPE'] }).thenThrows({ kind: 'invalid', parameter: 'feature_keys' });
  });

  it('grants access once; granting again changes nothing', () => {
    const grant = { type: 'GrantAccountAccess' as const, accountId: 'abc12', environment: 'production' as const, userId: '8', now };
    const events = spec.given([created]).when(grant).thenEvents();
    expect(events).toEqual([
      { type: 'campaigns.AccountUserGranted', data: { accountId: 'abc12', environment: 'production', userId: '8', grantedAt: now } },
    ]);
    spec.given([created, ...events]).when(grant).then([]);
    spec.given([created]).when({ ...grant, userId: '7' }).then([]);
  });

  it('answers not found when granting on an account that does not exist', () => {
    spec
      .given([])
      .when({ type: 'GrantAccountAccess', accountId: 'zz', environment: 'production', userId: '8', now })
      .thenThrows({ kind: 'not_found', parameter: 'account_id' });
  });

  describe('features', () => {
    const change = { type: 'ChangeAccountFeatures' as const, accountId: 'abc12', environment: 'production' as const, now };
    const withFeatures = (featureKeys: string[]): AccountCreated => ({ ...created, data: { ...created.data, featureKeys } });

    it('adds keys once each, after those the account has', () => {
      spec
        .given([withFeatures(['CPI_CHARGING'])])
        .when({ ...change, add: ['DR_TAP', 'CPI_CHARGING', 'DR_TAP', 'AGE_TARGETING'] })
        .then([
          {
            type: 'campaigns.AccountFeaturesChanged',
            data: {
              accountId: 'abc12',
              environment: 'production',
              added: ['DR_TAP', 'AGE_TARGETING'],
              removed: [],
              featureKeys: ['CPI_CHARGING', 'DR_TAP', 'AGE_TARGETING'],
              changedAt: now,
            },
          },
        ]);
    });

    it('removes keys the account has and ignores the others', () => {
      const [event] = spec
        .given([withFeatures(['CPI_CHARGING', 'DR_TAP'])])
        .when({ ...change, remove: ['DR_TAP', 'AGE_TARGETING'] })
        .thenEvents();
      expect(event).toMatchObject({ data: { added: [], removed: ['DR_TAP'], featureKeys: ['CPI_CHARGING'] } });
    });

    it('changes nothing when every key is already as asked', () => {
      spec.given([withFeatures(['DR_TAP'])]).when({ ...change, add: ['DR_TAP'] }).then([]);
      spec.given([withFeatures([])]).when({ ...change, remove: ['DR_TAP'] }).then([]);
    });

    it('evolves the keys from the event', () => {
      const events = spec.given([created]).when({ ...change, add: ['EVENT_TARGETING'] }).thenEvents();
      spec.given([created, ...events]).when({ ...change, add: ['EVENT_TARGETING'] }).then([]);
    });

    it('refuses keys a sandbox may not add or remove, naming feature_keys', () => {
      spec.given([created]).when({ ...change, add: ['NOPE'] }).thenThrows({ kind: 'invalid', parameter: 'feature_keys' });
      spec.given([created]).when({ ...change, add: ['CITY_TARGETING'] }).thenThrows({ kind: 'invalid', parameter: 'feature_keys' });
      spec.given([created]).when({ ...change, remove: ['NOPE'] }).thenThrows({ kind: 'invalid', parameter: 'feature_keys' });
    });

    it('answers not found for a missing or deleted account', () => {
      spec.given([]).when({ ...change, add: ['DR_TAP'] }).thenThrows({ kind: 'not_found', parameter: 'account_id' });
      const deleted = { type: 'campaigns.AccountDeleted' as const, data: { accountId: 'abc12', environment: 'production' as const, deletedAt: now } };
      spec.given([created, deleted]).when({ ...change, add: ['DR_TAP'] }).thenThrows({ kind: 'not_found', parameter: 'account_id' });
    });
  });
});
