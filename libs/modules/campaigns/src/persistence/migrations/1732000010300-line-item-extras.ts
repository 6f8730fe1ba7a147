import type { MigrationInterface, QueryRunner } from 'typeorm';
import { entityTableDdl, entityTableIndexes, generatedText } from '@platform/read-model';

export class LineItemExtras1732000010300 implements MigrationInterface {
  name = 'LineItemExtras1732000010300';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['campaigns.tracking_tags', 'campaigns.line_item_apps']) {
      await q.query(entityTableDdl(table, [generatedText('line_item_id')]));
      for (const index of entityTableIndexes(table)) await q.query(index);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE campaigns.tracking_tags`);
    await q.query(`DROP TABLE campaigns.line_item_apps`);
  }
}
