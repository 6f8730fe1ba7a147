import type { MigrationInterface, QueryRunner } from 'typeorm';
import { entityTableDdl, entityTableIndexes, generatedText } from '@platform/read-model';

export class CreatePosts1732000010000 implements MigrationInterface {
  name = 'CreatePosts1732000010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS posts`);
    // published posts as their streams hold them (the facts; the ads and platform views are built from them)
    await q.query(`
      CREATE TABLE posts.posts (
        environment text NOT NULL,
        id          text NOT NULL,
        author_id   text NOT NULL,
        account_id  text,
        nullcast    boolean NOT NULL,
        deleted     boolean NOT NULL DEFAULT false,
        -- snowflake ids grow with time: the lists page newest first by id
        id_order    numeric(20) GENERATED ALWAYS AS (id::numeric) STORED,
        data        jsonb NOT NULL,
        PRIMARY KEY (environment, id)
      )`);
    await q.query(`CREATE INDEX posts_by_author ON posts.posts (environment, author_id, id_order)`);
    // scheduled and draft posts: ads entities of an account
    await q.query(
      entityTableDdl('posts.scheduled_posts', [
        generatedText('user_id'),
        generatedText('scheduled_status'),
        `scheduled_at text GENERATED ALWAYS AS (coalesce(data->>'scheduled_at', '')) STORED`,
      ]),
    );
    for (const index of entityTableIndexes('posts.scheduled_posts')) await q.query(index);
    await q.query(`CREATE INDEX scheduled_posts_due ON posts.scheduled_posts (scheduled_at) WHERE scheduled_status = 'SCHEDULED'`);
    await q.query(entityTableDdl('posts.draft_posts', [generatedText('user_id')]));
    for (const index of entityTableIndexes('posts.draft_posts')) await q.query(index);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA posts CASCADE`);
  }
}
