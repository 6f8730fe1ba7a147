import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The set rules that the read models' unique indexes kept are decided on
 * claim streams now, appended with the entities: a line item's targeting
 * (its live criteria), a line item's curated category, an account's apps,
 * and the users promoted on a line item. What a store holds from before
 * those streams is written to them here, as the events the endpoints append
 * now, read from the event store itself (every entity not deleted, in the
 * order it was created; a curated category link on the line item it was
 * last moved to); streams that exist already are left as they are. Then the
 * indexes go.
 */
export class ClaimStreams1732000011420 implements MigrationInterface {
  name = 'ClaimStreams1732000011420';

  async up(q: QueryRunner): Promise<void> {
    /** What every claim takes from the entity event `c` it is read from. */
    const from = `c.global_position, c.occurred_at, c.data->>'environment' AS environment, c.data->>'accountId' AS account_id`;
    const live = (deleted: string) =>
      `NOT EXISTS (SELECT 1 FROM event_store.events d WHERE d.stream_id = c.stream_id AND d.event_type = '${deleted}')`;
    await seed(
      q,
      'campaigns.LineItemTargeting',
      `SELECT ${from}, c.data->'targetingCriterion'->>'line_item_id' AS owner, 'campaigns.LineItemCriterionAdded' AS event_type,
              jsonb_build_object('lineItemId', c.data->'targetingCriterion'->>'line_item_id',
                                 'targetingCriterionId', c.data->'targetingCriterion'->>'id',
                                 'criterion', jsonb_build_object('targeting_type', c.data->'targetingCriterion'->>'targeting_type',
                                                                 'targeting_value', c.data->'targetingCriterion'->>'targeting_value',
                                                                 'operator_type', c.data->'targetingCriterion'->>'operator_type')) AS data
         FROM event_store.events c
        WHERE c.event_type = 'campaigns.TargetingCriterionCreated' AND ${live('campaigns.TargetingCriterionDeleted')}`,
    );
    await seed(
      q,
      'campaigns.LineItemCuratedCategoryClaim',
      `SELECT ${from}, l.line_item_id AS owner, 'campaigns.LineItemCuratedCategoryClaimed' AS event_type,
              jsonb_build_object('key', l.line_item_id, 'holder', c.data->'lineItemCuratedCategory'->>'id') AS data
         FROM event_store.events c
        CROSS JOIN LATERAL (
          SELECT coalesce((SELECT u.data->'changes'->'line_item_id'->>'new' FROM event_store.events u
                            WHERE u.stream_id = c.stream_id AND u.event_type = 'campaigns.LineItemCuratedCategoryUpdated'
                              AND u.data->'changes' ? 'line_item_id'
                            ORDER BY u.stream_position DESC LIMIT 1),
                          c.data->'lineItemCuratedCategory'->>'line_item_id') AS line_item_id) l
        WHERE c.event_type = 'campaigns.LineItemCuratedCategoryCreated' AND ${live('campaigns.LineItemCuratedCategoryDeleted')}`,
    );
    await seed(
      q,
      'campaigns.AccountApps',
      `SELECT ${from}, c.data->>'accountId' AS owner, 'campaigns.AccountAppClaimed' AS event_type,
              jsonb_build_object('key', (c.data->'accountApp'->>'os_type') || ':' || (c.data->'accountApp'->>'app_store_identifier'),
                                 'holder', c.data->'accountApp'->>'id') AS data
         FROM event_store.events c
        WHERE c.event_type = 'campaigns.AccountAppAdded'`,
    );
    await seed(
      q,
      'campaigns.LineItemPromotedAccounts',
      `SELECT ${from}, c.data->'promotedAccount'->>'line_item_id' AS owner, 'campaigns.PromotedAccountUserClaimed' AS event_type,
              jsonb_build_object('key', c.data->'promotedAccount'->>'user_id', 'holder', c.data->'promotedAccount'->>'id') AS data
         FROM event_store.events c
        WHERE c.event_type = 'campaigns.PromotedAccountCreated' AND ${live('campaigns.PromotedAccountDeleted')}`,
    );
    await q.query(`DROP INDEX IF EXISTS campaigns.targeting_criteria_one_per_value`);
    await q.query(`DROP INDEX IF EXISTS campaigns.line_item_curated_categories_one_per_line_item`);
    await q.query(`DROP INDEX IF EXISTS campaigns.account_apps_one_per_store_identifier`);
  }

  async down(q: QueryRunner): Promise<void> {
    // the claim events stay (the store is append-only); the indexes come back
    await q.query(
      `CREATE UNIQUE INDEX targeting_criteria_one_per_value
         ON campaigns.targeting_criteria (environment, line_item_id, targeting_type, targeting_value, operator_type) WHERE NOT deleted`,
    );
    await q.query(
      `CREATE UNIQUE INDEX line_item_curated_categories_one_per_line_item
         ON campaigns.line_item_curated_categories (environment, line_item_id) WHERE NOT deleted`,
    );
    await q.query(
      `CREATE UNIQUE INDEX account_apps_one_per_store_identifier
         ON campaigns.account_apps (environment, account_id, (data->>'os_type'), (data->>'app_store_identifier')) WHERE NOT deleted`,
    );
  }
}

/**
 * Writes one claim stream per owner (`<type>-<environment>-<owner>`) from
 * `claims`, a query over entity events `c` answering, for each claim, the
 * entity event's position, time, environment and account, and the claim's
 * owner, event type and data: in the order of the entity events, for owners
 * whose stream does not exist yet.
 */
async function seed(q: QueryRunner, streamType: string, claims: string): Promise<void> {
  await q.query(
    `CREATE TEMPORARY TABLE seeded_claims ON COMMIT DROP AS
     SELECT stream_id, environment, account_id, event_type, data, occurred_at,
            row_number() OVER (PARTITION BY stream_id ORDER BY global_position) AS position,
            count(*) OVER (PARTITION BY stream_id) AS total
       FROM (SELECT '${streamType}-' || claim.environment || '-' || claim.owner AS stream_id, claim.* FROM (${claims}) claim) found
      WHERE NOT EXISTS (SELECT 1 FROM event_store.streams s WHERE s.stream_id = found.stream_id)`,
  );
  await q.query(`INSERT INTO event_store.streams (stream_id, stream_type, version, account_id) SELECT DISTINCT stream_id, '${streamType}', total, account_id FROM seeded_claims`);
  await q.query(`
    INSERT INTO event_store.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, account_id, occurred_at)
    SELECT stream_id, position, gen_random_uuid(), event_type, 1, data,
           jsonb_build_object('environment', environment, 'accountId', account_id, 'requestId', 'migration:ClaimStreams'), account_id, occurred_at
      FROM seeded_claims ORDER BY stream_id, position`);
  await q.query(`DROP TABLE seeded_claims`);
}
