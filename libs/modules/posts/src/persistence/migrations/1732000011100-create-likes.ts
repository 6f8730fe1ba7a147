import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateLikes1732000011100 implements MigrationInterface {
  name = 'CreateLikes1732000011100';

  async up(q: QueryRunner): Promise<void> {
    // who likes which post now; `since_position` is the global position of the like: the lists page newest first by it
    await q.query(`
      CREATE TABLE posts.likes (
        user_id        text NOT NULL,
        post_id        text NOT NULL,
        since_position bigint NOT NULL,
        PRIMARY KEY (user_id, post_id)
      )`);
    await q.query(`CREATE INDEX likes_by_user ON posts.likes (user_id, since_position)`);
    await q.query(`CREATE INDEX likes_by_post ON posts.likes (post_id, since_position)`);
    // the likes made before the table: the last event of each like's stream, where it is a like
    await q.query(`
      INSERT INTO posts.likes (user_id, post_id, since_position)
      SELECT last.data->>'userId', last.data->'post'->>'id', last.global_position
        FROM (
          SELECT DISTINCT ON (e.stream_id) e.event_type, e.data, e.global_position
            FROM event_store.events e JOIN event_store.streams s USING (stream_id)
           WHERE s.stream_type = 'posts.Like'
           ORDER BY e.stream_id, e.stream_position DESC
        ) last
       WHERE last.event_type = 'posts.PostLiked'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE posts.likes`);
  }
}
