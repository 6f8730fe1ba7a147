import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEventStore1732000000000 implements MigrationInterface {
  name = 'CreateEventStore1732000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS event_store`);
    await q.query(`
      CREATE TABLE event_store.streams (
        stream_id   text PRIMARY KEY,
        stream_type text NOT NULL,
        version     bigint NOT NULL CHECK (version >= 0),
        account_id  text,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE event_store.events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id       text NOT NULL REFERENCES event_store.streams (stream_id),
        stream_position bigint NOT NULL,
        event_id        uuid NOT NULL UNIQUE,
        event_type      text NOT NULL,
        schema_version  integer NOT NULL,
        data            jsonb NOT NULL,
        metadata        jsonb NOT NULL,
        account_id      text,
        occurred_at     timestamptz NOT NULL,
        recorded_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT events_stream_position_unique UNIQUE (stream_id, stream_position)
      )`);
    await q.query(`CREATE INDEX events_transaction_order ON event_store.events (transaction_id, global_position)`);
    await q.query(`
      CREATE TABLE event_store.checkpoints (
        processor       text PRIMARY KEY,
        transaction_id  xid8 NOT NULL,
        global_position bigint NOT NULL,
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA event_store CASCADE`);
  }
}
