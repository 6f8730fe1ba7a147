import type { MigrationInterface, QueryRunner } from 'typeorm';
import { entityTableDdl, entityTableIndexes, generatedText } from '@platform/read-model';

export class Promotion1732000010100 implements MigrationInterface {
  name = 'Promotion1732000010100';

  async up(q: QueryRunner): Promise<void> {
    // promoted posts, promoted accounts and scheduled promoted posts, each on a line item
    for (const [table, columns] of [
      ['campaigns.promoted_posts', [generatedText('line_item_id'), generatedText('post_id')]],
      ['campaigns.promoted_accounts', [generatedText('line_item_id'), generatedText('user_id')]],
      ['campaigns.scheduled_promoted_posts', [generatedText('line_item_id'), generatedText('scheduled_post_id'), generatedText('post_id')]],
    ] as const) {
      await q.query(entityTableDdl(table, columns));
      for (const index of entityTableIndexes(table)) await q.query(index);
      // what the reads select from: the line item's deletion hides its children (they stay `deleted` false)
      // but with_deleted=true, as the API shows the promoted posts of a deleted line item
      await q.query(`
        CREATE VIEW ${table}_shown AS
          SELECT c.environment, c.account_id, c.id, c.data, c.data_text, c.created_at, c.updated_at,
                 c.deleted OR coalesce(l.deleted, false) AS deleted, ${columns.map((column) => `c.${column.split(' ')[0]}`).join(', ')}
            FROM ${table} c
            LEFT JOIN campaigns.line_items l ON l.environment = c.environment AND l.id = c.line_item_id`);
    }
    await q.query(`CREATE INDEX scheduled_promoted_posts_waiting ON campaigns.scheduled_promoted_posts (scheduled_post_id) WHERE post_id = '' AND NOT deleted`);
    // the account's promotable users (its owner and the users granted access), ids derived from account and user
    await q.query(entityTableDdl('campaigns.promotable_users', [generatedText('user_id')]));
    for (const index of entityTableIndexes('campaigns.promotable_users')) await q.query(index);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['promoted_posts', 'promoted_accounts', 'scheduled_promoted_posts']) {
      await q.query(`DROP VIEW campaigns.${table}_shown`);
      await q.query(`DROP TABLE campaigns.${table}`);
    }
    await q.query(`DROP TABLE campaigns.promotable_users`);
  }
}
