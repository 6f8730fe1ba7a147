import { DataSource } from 'typeorm';
import { AccountsEntityTable1732000012100 } from '../../libs/modules/campaigns/src/persistence/migrations/1732000012100-accounts-entity-table';
import { ownTestDatabase } from '../support/own-database';

/** The accounts kept column by column before become the kit's rows, each as the API shows it, and a user reads those granted to it. */
describe('the accounts entity-table migration', () => {
  let database: Awaited<ReturnType<typeof ownTestDatabase>>;
  let db: DataSource;
  beforeAll(async () => {
    // a database of its own: the migration is undone and done again
    database = await ownTestDatabase('accounts');
    db = await new DataSource({ type: 'postgres', url: database.url }).initialize();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('carries every account over as its JSON, its own owner, readable by its users', async () => {
    const migration = new AccountsEntityTable1732000012100();
    const runner = db.createQueryRunner();
    try {
      await migration.down(runner);
      await db.query(
        `INSERT INTO campaigns.accounts (environment, id, name, business_name, business_id, timezone, timezone_switch_at, industry_type,
           approval_status, feature_keys, owner_user_id, created_at, updated_at, deleted)
         VALUES ('sandbox', 'acc1', 'Acme', 'Acme GmbH', NULL, 'Europe/Berlin', NULL, 'RETAIL', 'ACCEPTED', '["AGE_TARGETING"]', '7',
           '2026-01-01T00:00:00Z', '2026-01-02T03:04:05Z', true)`,
      );
      await db.query(`INSERT INTO campaigns.account_users (environment, account_id, user_id, granted_at) VALUES ('sandbox', 'acc1', '8', now())`);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await db.query(`SELECT environment, account_id, id, data, name, created_at, deleted FROM campaigns.accounts`)).toEqual([
      {
        environment: 'sandbox',
        account_id: 'acc1',
        id: 'acc1',
        data: {
          id: 'acc1',
          name: 'Acme',
          business_name: 'Acme GmbH',
          business_id: null,
          timezone: 'Europe/Berlin',
          timezone_switch_at: null,
          industry_type: 'RETAIL',
          approval_status: 'ACCEPTED',
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-02T03:04:05Z',
          deleted: true,
        },
        name: 'Acme',
        created_at: '2026-01-01T00:00:00Z',
        deleted: true,
      },
    ]);
    expect(await db.query(`SELECT user_id, id FROM campaigns.accounts_of_users`)).toEqual([{ user_id: '8', id: 'acc1' }]);
  });
});
