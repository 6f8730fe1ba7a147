import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account history's read model: each change of an entity as the finished
 * entry the API answers (JSON text, sent as it is stored), keyed by the
 * entity's stream and position so one index serves a page; and per stream the
 * position the entries reach and the entity as of it (JSON text, so its
 * members keep their order in the next entries), from which a read folds
 * whatever the entries do not hold yet. Filled by the account history
 * processor from the events (and by a rebuild).
 */
export class AccountHistoryEntries1732000012200 implements MigrationInterface {
  name = 'AccountHistoryEntries1732000012200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS history`);
    await q.query(
      `CREATE TABLE history.entries (
         stream_id       text        NOT NULL,
         stream_position bigint      NOT NULL,
         account_id      text,
         recorded_at     timestamptz NOT NULL,
         user_id         text,
         entry           text        NOT NULL,
         PRIMARY KEY (stream_id, stream_position)
       )`,
    );
    await q.query(
      `CREATE TABLE history.heads (
         stream_id       text   PRIMARY KEY,
         stream_position bigint NOT NULL,
         entity          text
       )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA history CASCADE`);
  }
}
