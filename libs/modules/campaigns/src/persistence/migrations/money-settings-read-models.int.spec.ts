import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TEST_DATABASE_URL } from '../../../../../../test/support/database';
import { MoneySettingsReadModels1732000011310 } from './1732000011310-money-settings-read-models';

/** The migration brings rows written before the money and settings answers followed the reference to what a replay now gives. */
describe('MoneySettingsReadModels migration', () => {
  let db: DataSource;
  const account = `acc-${randomUUID()}`;
  beforeAll(async () => {
    db = await new DataSource({ type: 'postgres', url: TEST_DATABASE_URL }).initialize();
  });
  afterAll(async () => {
    for (const table of ['funding_instruments', 'tax_settings', 'user_settings']) await db.query(`DELETE FROM campaigns.${table} WHERE account_id = $1`, [account]);
    await db.destroy();
  });

  const insert = (table: string, id: string, data: object) =>
    db.query(`INSERT INTO campaigns.${table} (environment, account_id, id, data) VALUES ('production', $1, $2, $3::jsonb)`, [account, id, JSON.stringify(data)]);
  const dataOf = async (table: string, id: string) => (await db.query(`SELECT data FROM campaigns.${table} WHERE id = $1`, [id]))[0].data;

  it('marks deleted instruments unable to fund, renames the LOI jurisdiction, drops email types; a second run changes nothing', async () => {
    const times = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z' };
    const [deletedFi, liveFi, tax, user] = [1, 2, 3, 4].map(() => randomUUID());
    await insert('funding_instruments', deletedFi, { id: deletedFi, able_to_fund: true, reasons_not_able_to_fund: [], ...times, deleted: true });
    await insert('funding_instruments', liveFi, { id: liveFi, able_to_fund: true, reasons_not_able_to_fund: [], ...times, deleted: false });
    await insert('tax_settings', tax, { id: tax, invoice_jurisdiction: 'LOI_SAUDI_ARABIA', tax_id: 'FR1', ...times, deleted: false });
    await insert('user_settings', user, { id: user, notification_email: 'a@example.com', subscribed_email_types: ['BILLING'], ...times, deleted: false });

    const runner = db.createQueryRunner();
    try {
      for (let run = 0; run < 2; run++) await new MoneySettingsReadModels1732000011310().up(runner);
    } finally {
      await runner.release();
    }

    expect(await dataOf('funding_instruments', deletedFi)).toMatchObject({ able_to_fund: false, reasons_not_able_to_fund: ['DELETED'], deleted: true });
    expect(await dataOf('funding_instruments', liveFi)).toMatchObject({ able_to_fund: true, reasons_not_able_to_fund: [] });
    expect(await dataOf('tax_settings', tax)).toMatchObject({ invoice_jurisdiction: 'LOI_SAPIN', tax_id: 'FR1' });
    expect(await dataOf('user_settings', user)).toEqual({ id: user, notification_email: 'a@example.com', ...times, deleted: false });
  });
});
