import type { MigrationInterface, QueryRunner } from 'typeorm';
import { entityTableDdl, entityTableIndexes, generatedText } from '@platform/read-model';

export class MediaCreatives1732000009200 implements MigrationInterface {
  name = 'MediaCreatives1732000009200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(entityTableDdl('campaigns.media_creatives', [generatedText('line_item_id')]));
    for (const index of entityTableIndexes('campaigns.media_creatives')) await q.query(index);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE campaigns.media_creatives`);
  }
}
