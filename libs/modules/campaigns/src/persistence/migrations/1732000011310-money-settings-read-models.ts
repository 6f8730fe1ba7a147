import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The read models written before the money and settings answers followed the
 * ads reference, brought to what replaying their events now gives: a deleted
 * funding instrument funds nothing and says why, the LOI invoice jurisdiction
 * is `LOI_SAPIN`, and user settings no longer hold email types.
 */
export class MoneySettingsReadModels1732000011310 implements MigrationInterface {
  name = 'MoneySettingsReadModels1732000011310';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE campaigns.funding_instruments
          SET data = data || '{"able_to_fund": false, "reasons_not_able_to_fund": ["DELETED"]}'::jsonb
        WHERE deleted`,
    );
    await q.query(
      `UPDATE campaigns.tax_settings
          SET data = jsonb_set(data, '{invoice_jurisdiction}', '"LOI_SAPIN"')
        WHERE data->>'invoice_jurisdiction' = 'LOI_SAUDI_ARABIA'`,
    );
    await q.query(`UPDATE campaigns.user_settings SET data = data - 'subscribed_email_types' WHERE data ? 'subscribed_email_types'`);
  }

  async down(): Promise<void> {
    // the old values are not kept; the events still hold them
  }
}
