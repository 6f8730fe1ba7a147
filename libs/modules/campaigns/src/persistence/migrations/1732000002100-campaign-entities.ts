import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models of funding instruments, campaigns, line items, line item curated
 * categories and account apps: each row holds the entity as the API shows it
 * (`data`), with columns generated from it for filters and sort orders
 * (coalesced, so keyset paging never meets a NULL).
 */
const common = `
  environment text NOT NULL,
  account_id  text NOT NULL,
  id          text NOT NULL,
  data        jsonb NOT NULL,
  created_at  text GENERATED ALWAYS AS (data->>'created_at') STORED,
  updated_at  text GENERATED ALWAYS AS (data->>'updated_at') STORED,
  deleted     boolean GENERATED ALWAYS AS (coalesce((data->>'deleted')::boolean, false)) STORED,
  PRIMARY KEY (environment, id)`;

const money = (field: string) =>
  `${field} bigint GENERATED ALWAYS AS (coalesce((data->>'${field}')::bigint, -1)) STORED`;

export class CampaignEntities1732000002100 implements MigrationInterface {
  name = 'CampaignEntities1732000002100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE campaigns.funding_instruments (${common},
        ${money('funded_amount_local_micro')},
        start_time text GENERATED ALWAYS AS (coalesce(data->>'start_time', '')) STORED,
        end_time   text GENERATED ALWAYS AS (coalesce(data->>'end_time', '')) STORED
      )`);
    await q.query(`
      CREATE TABLE campaigns.campaigns (${common},
        name text GENERATED ALWAYS AS (coalesce(data->>'name', '')) STORED,
        funding_instrument_id text GENERATED ALWAYS AS (data->>'funding_instrument_id') STORED,
        entity_status text GENERATED ALWAYS AS (data->>'entity_status') STORED,
        ${money('daily_budget_amount_local_micro')},
        ${money('total_budget_amount_local_micro')},
        standard_delivery boolean GENERATED ALWAYS AS (coalesce((data->>'standard_delivery')::boolean, false)) STORED
      )`);
    await q.query(`
      CREATE TABLE campaigns.line_items (${common},
        name text GENERATED ALWAYS AS (coalesce(data->>'name', '')) STORED,
        campaign_id text GENERATED ALWAYS AS (data->>'campaign_id') STORED,
        funding_instrument_id text GENERATED ALWAYS AS (data->>'funding_instrument_id') STORED,
        entity_status text GENERATED ALWAYS AS (data->>'entity_status') STORED,
        ${money('bid_amount_local_micro')}
      )`);
    await q.query(`
      CREATE TABLE campaigns.line_item_curated_categories (${common},
        line_item_id text GENERATED ALWAYS AS (data->>'line_item_id') STORED,
        curated_category_id text GENERATED ALWAYS AS (data->>'curated_category_id') STORED
      )`);
    await q.query(`CREATE TABLE campaigns.account_apps (${common})`);
    for (const table of ['funding_instruments', 'campaigns', 'line_items', 'line_item_curated_categories', 'account_apps']) {
      await q.query(`CREATE INDEX ${table}_by_account ON campaigns.${table} (environment, account_id, created_at, id)`);
    }
    await q.query(`CREATE INDEX line_items_by_campaign ON campaigns.line_items (environment, campaign_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['account_apps', 'line_item_curated_categories', 'line_items', 'campaigns', 'funding_instruments']) {
      await q.query(`DROP TABLE campaigns.${table}`);
    }
  }
}
