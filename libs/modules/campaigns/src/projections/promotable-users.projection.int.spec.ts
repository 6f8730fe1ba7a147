import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type AccountCommand, accountDecider } from '../domain/account';
import { promotableUserId } from '../domain/promotion';
import { promotableUsersProjection } from './promotable-users.projection';

const account = { accountId: 'acc-pu-spec', environment: 'sandbox' as const };
const create: AccountCommand = { ...account, type: 'CreateAccount', name: 'Acme', timezone: 'UTC', ownerUserId: 'u-owner', now: '2026-01-01T00:00:00Z' };
const grant: AccountCommand = { ...account, type: 'GrantAccountAccess', userId: 'u-guest', now: '2026-01-02T00:00:00Z' };

describe('the promotable users projection', () => {
  const db = testDatabase();
  const rows = (commands: AccountCommand[]) =>
    projectionSpec(promotableUsersProjection, db())
      .givenStreams(historyOf(accountDecider, commands))
      .thenRows(`SELECT account_id, id, data FROM campaigns.promotable_users WHERE environment = $1 AND account_id = $2 ORDER BY created_at`, [
        account.environment,
        account.accountId,
      ]);

  it('makes the owner a FULL promotable user, under the id derived from the account and the user', async () => {
    const id = promotableUserId('sandbox', 'acc-pu-spec', 'u-owner');
    expect(await rows([create])).toEqual([
      {
        account_id: 'acc-pu-spec',
        id,
        data: { id, user_id: 'u-owner', promotable_user_type: 'FULL', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', deleted: false },
      },
    ]);
  });

  it('adds each user granted access, from the grant', async () => {
    expect((await rows([create, grant])).map((r) => r.data)).toEqual([
      expect.objectContaining({ user_id: 'u-owner' }),
      expect.objectContaining({ id: promotableUserId('sandbox', 'acc-pu-spec', 'u-guest'), user_id: 'u-guest', created_at: '2026-01-02T00:00:00Z' }),
    ]);
  });

  it('is not moved by the account’s other changes', async () => {
    expect(await rows([create, { ...account, type: 'UpdateAccount', name: 'Other', now: '2026-01-03T00:00:00Z' }])).toEqual(await rows([create]));
  });
});
