import type { MigrationInterface, QueryRunner } from 'typeorm';
import { entityTableDdl, entityTableIndexes, generatedText } from '@platform/read-model';

export class CreateCreatives1732000009000 implements MigrationInterface {
  name = 'CreateCreatives1732000009000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS creatives`);
    // the bytes of uploads, one row per segment (not a read model: the events hold their digests)
    await q.query(`
      CREATE TABLE creatives.media_segments (
        environment   text NOT NULL,
        media_id      text NOT NULL,
        segment_index integer NOT NULL,
        sha256        text NOT NULL,
        bytes         bytea NOT NULL,
        PRIMARY KEY (environment, media_id, segment_index)
      )`);
    // uploads being processed: pending (completes_at NULL) or in progress until completes_at
    await q.query(`
      CREATE TABLE creatives.media_processing (
        environment  text NOT NULL,
        media_id     text NOT NULL,
        completes_at timestamptz,
        PRIMARY KEY (environment, media_id)
      )`);
    await q.query(`CREATE INDEX media_processing_due ON creatives.media_processing (completes_at)`);
    await q.query(
      entityTableDdl('creatives.media_library', [
        generatedText('name'),
        generatedText('media_type'),
        `search tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig,
           coalesce(data->>'name', '') || ' ' || coalesce(data->>'title', '') || ' ' ||
           coalesce(data->>'file_name', '') || ' ' || coalesce(data->>'description', ''))) STORED`,
      ]),
    );
    for (const index of entityTableIndexes('creatives.media_library')) await q.query(index);
    await q.query(entityTableDdl('creatives.account_media', [generatedText('creative_type')]));
    for (const index of entityTableIndexes('creatives.account_media')) await q.query(index);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA creatives CASCADE`);
  }
}
