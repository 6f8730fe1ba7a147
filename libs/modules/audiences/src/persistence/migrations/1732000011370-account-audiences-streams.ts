import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Audience names (unique per account) and the do-not-reach list (one per
 * account) are decided on a stream per account
 * (`audiences.AccountAudiences-<environment>-<account>`). Lists created
 * before that stream existed are written to it here, as the events a create
 * appends now, read from the event store itself: every custom audience not
 * deleted, under its latest name, and every do-not-reach list not deleted,
 * in the order they were created.
 */
export class AccountAudiencesStreams1732000011370 implements MigrationInterface {
  name = 'AccountAudiencesStreams1732000011370';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TEMPORARY TABLE live_lists ON COMMIT DROP AS
      WITH lists AS (
        SELECT c.global_position, c.data->>'environment' AS environment, c.data->>'accountId' AS account_id, c.occurred_at,
               CASE WHEN c.event_type = 'audiences.CustomAudienceCreated' THEN 'audiences.AudienceNameClaimed' ELSE 'audiences.DoNotReachListClaimed' END AS event_type,
               CASE WHEN c.event_type = 'audiences.CustomAudienceCreated'
                    THEN jsonb_build_object('customAudienceId', c.data->'customAudience'->>'id',
                           'name', coalesce((SELECT u.data->'changes'->'name'->>'new' FROM event_store.events u
                                              WHERE u.stream_id = c.stream_id AND u.event_type = 'audiences.CustomAudienceUpdated'
                                                AND u.data->'changes' ? 'name'
                                              ORDER BY u.stream_position DESC LIMIT 1),
                                            c.data->'customAudience'->>'name'))
                    ELSE jsonb_build_object('doNotReachListId', c.data->'doNotReachList'->>'id') END AS claim,
               c.data->'customAudience'->>'created_at' AS audience_created_at,
               c.data->'doNotReachList'->>'created_at' AS list_created_at
          FROM event_store.events c
         WHERE c.event_type IN ('audiences.CustomAudienceCreated', 'audiences.DoNotReachListCreated')
           AND NOT EXISTS (SELECT 1 FROM event_store.events d
                            WHERE d.stream_id = c.stream_id
                              AND d.event_type IN ('audiences.CustomAudienceDeleted', 'audiences.DoNotReachListDeleted'))
      )
      SELECT 'audiences.AccountAudiences-' || environment || '-' || account_id AS stream_id, environment, account_id, event_type, occurred_at,
             claim || jsonb_build_object('environment', environment, 'accountId', account_id,
                                         'claimedAt', coalesce(audience_created_at, list_created_at)) AS data,
             row_number() OVER (PARTITION BY environment, account_id ORDER BY global_position) AS position,
             count(*) OVER (PARTITION BY environment, account_id) AS total
        FROM lists l
       WHERE NOT EXISTS (SELECT 1 FROM event_store.streams s WHERE s.stream_id = 'audiences.AccountAudiences-' || l.environment || '-' || l.account_id)`);
    await q.query(`
      INSERT INTO event_store.streams (stream_id, stream_type, version)
      SELECT DISTINCT stream_id, 'audiences.AccountAudiences', total FROM live_lists`);
    await q.query(`
      INSERT INTO event_store.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, occurred_at)
      SELECT stream_id, position, gen_random_uuid(), event_type, 1, data,
             jsonb_build_object('environment', environment, 'requestId', 'migration:AccountAudiencesStreams'), occurred_at
        FROM live_lists ORDER BY stream_id, position`);
  }

  async down(): Promise<void> {
    // the events stay: the store is append-only
  }
}
