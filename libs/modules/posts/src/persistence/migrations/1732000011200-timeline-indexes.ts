import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TimelineIndexes1732000011200 implements MigrationInterface {
  name = 'TimelineIndexes1732000011200';

  async up(q: QueryRunner): Promise<void> {
    // the edit of a post, found from the post: timelines show the latest version only
    await q.query(`CREATE INDEX posts_by_edit_of ON posts.posts (environment, (data->>'editOf')) WHERE data->>'editOf' IS NOT NULL`);
    // the posts that mention a user, for the mentions timeline
    await q.query(`CREATE INDEX posts_by_mention ON posts.posts USING gin ((data->'mentions') jsonb_path_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX posts.posts_by_mention`);
    await q.query(`DROP INDEX posts.posts_by_edit_of`);
  }
}
