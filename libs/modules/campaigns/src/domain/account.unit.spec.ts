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
});
