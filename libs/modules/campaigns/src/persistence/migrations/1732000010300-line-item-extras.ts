import type { MigrationInterface, QueryRunner } from 'typeorm';
import { entityTableDdl, entityTableIndexes, generatedText } from '@platform/read-model';

/** Tracking tags and apps on line items; tax and user settings of accounts. */
export class LineItemExtras1732000010300 implements MigrationInterface {
  name = 'LineItemExtras1732000010300';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['campaigns.tracking_tags', 'campaigns.line_item_apps']) {
      await q.query(entityTableDdl(table, [generatedText('line_item_id')]));
      for (const index of entityTableIndexes(table)) await q.query(index);
    }
    // an account's tax settings and its users' settings, read by id
    await q.query(entityTableDdl('campaigns.tax_settings'));
    await q.query(entityTableDdl('campaigns.user_settings'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE campaigns.tracking_tags`);
    await q.query(`DROP TABLE campaigns.line_item_apps`);
    await q.query(`DROP TABLE campaigns.tax_settings`);
    await q.query(`DROP TABLE campaigns.user_settings`);
  }
}
