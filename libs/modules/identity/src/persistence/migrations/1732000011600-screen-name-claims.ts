import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Screen names are claimed on a stream per name now (`identity.ScreenName-<name
 * in lower case>`), appended with the user's events, instead of a unique index
 * on the users read model. What a store holds from before is written to those
 * streams here, as the event a registration appends now, read from the event
 * store itself: each user's current screen name (the last rename, else the
 * registered one), claimed by that user at the time it was set; streams that
 * exist already are left as they are. Then the unique index goes (a plain one
 * serves the lookups by name).
 */
export class ScreenNameClaims1732000011600 implements MigrationInterface {
  name = 'ScreenNameClaims1732000011600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TEMPORARY TABLE seeded_screen_names ON COMMIT DROP AS
       SELECT DISTINCT ON (stream_id) stream_id, key, holder, occurred_at, environment
         FROM (SELECT 'identity.ScreenName-' || lower(current.screen_name) AS stream_id, lower(current.screen_name) AS key,
                      r.data->>'userId' AS holder, current.occurred_at, r.metadata->'environment' AS environment, r.global_position
                 FROM event_store.events r
                CROSS JOIN LATERAL (
                  SELECT coalesce(renamed.data->>'after', r.data->>'screenName') AS screen_name, coalesce(renamed.occurred_at, r.occurred_at) AS occurred_at
                    FROM (SELECT 1) one
                    LEFT JOIN LATERAL (SELECT c.data, c.occurred_at FROM event_store.events c
                                        WHERE c.stream_id = r.stream_id AND c.event_type = 'identity.UserScreenNameChanged'
                                        ORDER BY c.stream_position DESC LIMIT 1) renamed ON true) current
                WHERE r.event_type = 'identity.UserRegistered') found
        WHERE NOT EXISTS (SELECT 1 FROM event_store.streams s WHERE s.stream_id = found.stream_id)
        ORDER BY stream_id, global_position`,
    );
    await q.query(`INSERT INTO event_store.streams (stream_id, stream_type, version) SELECT stream_id, 'identity.ScreenName', 1 FROM seeded_screen_names`);
    await q.query(`
      INSERT INTO event_store.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, occurred_at)
      SELECT stream_id, 1, gen_random_uuid(), 'identity.ScreenNameClaimed', 1, jsonb_build_object('key', key, 'holder', holder),
             jsonb_strip_nulls(jsonb_build_object('environment', environment, 'requestId', 'migration:ScreenNameClaims')), occurred_at
        FROM seeded_screen_names ORDER BY occurred_at, stream_id`);
    await q.query(`DROP TABLE seeded_screen_names`);
    await q.query(`DROP INDEX IF EXISTS identity.users_screen_name_unique`);
    await q.query(`CREATE INDEX IF NOT EXISTS users_screen_name ON identity.users (lower(screen_name))`);
  }

  async down(q: QueryRunner): Promise<void> {
    // the claim events stay (the store is append-only); the unique index comes back
    await q.query(`DROP INDEX IF EXISTS identity.users_screen_name`);
    await q.query(`CREATE UNIQUE INDEX users_screen_name_unique ON identity.users (lower(screen_name))`);
  }
}
