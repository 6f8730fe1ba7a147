import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type AccountCommand, accountDecider } from '../domain/account';
import { Account } from './account.entity';

const account = { accountId: 'acc-proj-spec', environment: 'sandbox' as const };
const create: AccountCommand = { ...account, type: 'CreateAccount', name: 'Acme', timezone: 'Europe/Berlin', businessName: 'Acme GmbH', ownerUserId: 'u-owner', featureKeys: ['AGE_TARGETING'], now: '2026-01-01T00:00:00Z' };

describe("the account's projection", () => {
  const db = testDatabase();
  const accounts = (commands: AccountCommand[]) =>
    projectionSpec(Account.projection, db())
      .given(historyOf(accountDecider, commands))
      .thenRows(
        `SELECT account_id, data FROM campaigns.accounts WHERE environment = $1 AND id = $2`,
        [account.environment, account.accountId],
      );
  const users = (commands: AccountCommand[]) =>
    projectionSpec(Account.projection, db())
      .given(historyOf(accountDecider, commands))
      .thenRows(`SELECT user_id, granted_at FROM campaigns.account_users WHERE environment = $1 AND account_id = $2 ORDER BY user_id`, [account.environment, account.accountId]);

  it('keeps a created account, accepted, as its own owner, and its owner as its first user', async () => {
    expect(await accounts([create])).toEqual([
      {
        account_id: 'acc-proj-spec',
        data: {
          id: 'acc-proj-spec',
          name: 'Acme',
          business_name: 'Acme GmbH',
          business_id: null,
          timezone: 'Europe/Berlin',
          timezone_switch_at: null,
          industry_type: null,
          approval_status: 'ACCEPTED',
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
          deleted: false,
        },
      },
    ]);
    expect(await users([create])).toEqual([{ user_id: 'u-owner', granted_at: new Date('2026-01-01T00:00:00Z') }]);
  });

  it('adds each user granted access', async () => {
    const grant: AccountCommand = { ...account, type: 'GrantAccountAccess', userId: 'u-guest', now: '2026-01-02T00:00:00Z' };
    expect(await users([create, grant])).toEqual([
      { user_id: 'u-guest', granted_at: new Date('2026-01-02T00:00:00Z') },
      { user_id: 'u-owner', granted_at: new Date('2026-01-01T00:00:00Z') },
    ]);
  });

  it('changes the name and industry an update changes, leaving the other as it was, and unsets the industry', async () => {
    const rename: AccountCommand = { ...account, type: 'UpdateAccount', name: 'Acme Ads', now: '2026-01-02T00:00:00Z' };
    const industry: AccountCommand = { ...account, type: 'UpdateAccount', industryType: 'RETAIL', now: '2026-01-03T00:00:00Z' };
    expect(await accounts([create, industry, rename])).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ name: 'Acme Ads', industry_type: 'RETAIL', updated_at: '2026-01-02T00:00:00Z' }) }),
    ]);
    expect(await accounts([create, industry, { ...account, type: 'UpdateAccount', industryType: null, now: '2026-01-04T00:00:00Z' }])).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ name: 'Acme', industry_type: null }) }),
    ]);
  });

  it('keeps a deleted account marked deleted', async () => {
    expect(await accounts([create, { ...account, type: 'DeleteAccount', now: '2026-01-05T00:00:00Z' }])).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ deleted: true, updated_at: '2026-01-05T00:00:00Z' }) }),
    ]);
  });
});
