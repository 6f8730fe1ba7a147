import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PostEditsIndex1732000011200 implements MigrationInterface {
  name = 'PostEditsIndex1732000011200';

  async up(q: QueryRunner): Promise<void> {
    // the edit of a post, found from the post: timelines show the latest version only
    await q.query(`CREATE INDEX posts_by_edit_of ON posts.posts (environment, (data->>'editOf')) WHERE data->>'editOf' IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX posts.posts_by_edit_of`);
  }
}
