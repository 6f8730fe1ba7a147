import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateRelationships1732000011000 implements MigrationInterface {
  name = 'CreateRelationships1732000011000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS social`);
    // who follows, mutes and blocks whom, now; `since_position` is the global position of the event
    // that turned it on: the lists page newest first by it
    await q.query(`
      CREATE TABLE social.relationships (
        kind           text NOT NULL,
        source_id      text NOT NULL,
        target_id      text NOT NULL,
        since_position bigint NOT NULL,
        PRIMARY KEY (kind, source_id, target_id)
      )`);
    await q.query(`CREATE INDEX relationships_by_source ON social.relationships (kind, source_id, since_position)`);
    await q.query(`CREATE INDEX relationships_by_target ON social.relationships (kind, target_id, since_position)`);
    // the relationships made before the table: the last event of each stream, where it turned one on
    await q.query(`
      INSERT INTO social.relationships (kind, source_id, target_id, since_position)
      SELECT CASE last.event_type WHEN 'social.UserFollowed' THEN 'follow' WHEN 'social.UserMuted' THEN 'mute' ELSE 'block' END,
             last.data->>'sourceId', last.data->>'targetId', last.global_position
        FROM (
          SELECT DISTINCT ON (e.stream_id) e.stream_id, e.event_type, e.data, e.global_position
            FROM event_store.events e JOIN event_store.streams s USING (stream_id)
           WHERE s.stream_type = 'social.Relationship'
           ORDER BY e.stream_id, e.stream_position DESC
        ) last
       WHERE last.event_type IN ('social.UserFollowed', 'social.UserMuted', 'social.UserBlocked')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA social CASCADE`);
  }
}
