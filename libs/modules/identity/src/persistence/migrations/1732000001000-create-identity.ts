import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdentity1732000001000 implements MigrationInterface {
  name = 'CreateIdentity1732000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS identity`);
    await q.query(`
      CREATE TABLE identity.apps (
        id                  text PRIMARY KEY,
        name                text NOT NULL,
        consumer_key        text NOT NULL,
        consumer_secret_enc text NOT NULL,
        callback_urls       jsonb NOT NULL,
        sign_in_with        boolean NOT NULL,
        desktop             boolean NOT NULL,
        created_at          timestamptz NOT NULL,
        CONSTRAINT apps_consumer_key_unique UNIQUE (consumer_key)
      )`);
    await q.query(`
      CREATE TABLE identity.users (
        id            text PRIMARY KEY,
        screen_name   text NOT NULL,
        name          text NOT NULL,
        description   text NOT NULL,
        verified      boolean NOT NULL,
        password_hash text NOT NULL,
        created_at    timestamptz NOT NULL,
        updated_at    timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX users_screen_name_unique ON identity.users (lower(screen_name))`);
    await q.query(`
      CREATE TABLE identity.access_tokens (
        token          text PRIMARY KEY,
        secret_enc     text NOT NULL,
        user_id        text NOT NULL,
        app_id         text NOT NULL,
        access_level   text NOT NULL,
        created_at     timestamptz NOT NULL,
        invalidated_at timestamptz
      )`);
    await q.query(`CREATE INDEX access_tokens_user_app ON identity.access_tokens (user_id, app_id)`);
    await q.query(`
      CREATE TABLE identity.encryption_keys (
        id         text PRIMARY KEY,
        key        text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA identity CASCADE`);
  }
}
