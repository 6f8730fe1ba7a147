import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The profile fields beyond name and bio: location, website, pictures and affiliation ('' when unset). */
export class UserProfileFields1732000001400 implements MigrationInterface {
  name = 'UserProfileFields1732000001400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity.users
      ADD COLUMN location text NOT NULL DEFAULT '',
      ADD COLUMN url text NOT NULL DEFAULT '',
      ADD COLUMN profile_image_url text NOT NULL DEFAULT '',
      ADD COLUMN profile_banner_url text NOT NULL DEFAULT '',
      ADD COLUMN affiliation_user_id text NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity.users
      DROP COLUMN location, DROP COLUMN url, DROP COLUMN profile_image_url, DROP COLUMN profile_banner_url, DROP COLUMN affiliation_user_id`);
  }
}
