import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rules that span streams, enforced by the read models inside the append
 * transaction (so two concurrent requests cannot both win): a line item targets
 * one curated category at a time, and an account holds an app once.
 */
export const ONE_CURATED_CATEGORY_PER_LINE_ITEM = 'line_item_curated_categories_one_per_line_item';
export const ONE_APP_PER_ACCOUNT = 'account_apps_one_per_store_identifier';

export class CrossStreamUniqueness1732000002200 implements MigrationInterface {
  name = 'CrossStreamUniqueness1732000002200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE UNIQUE INDEX ${ONE_CURATED_CATEGORY_PER_LINE_ITEM}
         ON campaigns.line_item_curated_categories (environment, line_item_id) WHERE NOT deleted`,
    );
    await q.query(
      `CREATE UNIQUE INDEX ${ONE_APP_PER_ACCOUNT}
         ON campaigns.account_apps (environment, account_id, (data->>'os_type'), (data->>'app_store_identifier')) WHERE NOT deleted`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX campaigns.${ONE_APP_PER_ACCOUNT}`);
    await q.query(`DROP INDEX campaigns.${ONE_CURATED_CATEGORY_PER_LINE_ITEM}`);
  }
}
