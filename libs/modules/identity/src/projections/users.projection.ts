import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import { PROFILE_FIELD_EVENTS, type ProfileField, type UserEvent } from '../domain/user';

/** The column of each profile field. */
const COLUMNS: Record<ProfileField, string> = {
  name: 'name',
  description: 'description',
  screenName: 'screen_name',
  location: 'location',
  url: 'url',
  profileImageUrl: 'profile_image_url',
  profileBannerUrl: 'profile_banner_url',
  affiliationUserId: 'affiliation_user_id',
  verified: 'verified',
};
const COLUMN_OF_EVENT: Record<string, string> = Object.fromEntries(
  (Object.keys(PROFILE_FIELD_EVENTS) as ProfileField[]).map((field) => [PROFILE_FIELD_EVENTS[field], COLUMNS[field]]),
);

/** identity.users: the current profile of each user (the screen names' uniqueness is decided on their claim streams). */
export const usersProjection: InlineProjection = {
  name: 'identity.users',
  tables: ['identity.users'],
  handles: ['identity.UserRegistered', ...Object.keys(COLUMN_OF_EVENT)],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as UserEvent;
    if (e.type === 'identity.UserRegistered') {
      await sql.query(
        `INSERT INTO identity.users (id, screen_name, name, description, verified, password_hash, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [e.data.userId, e.data.screenName, e.data.name, e.data.description, e.data.verified, e.data.passwordHash, e.data.createdAt],
      );
      return;
    }
    const column = COLUMN_OF_EVENT[e.type];
    if (column) {
      await sql.query(`UPDATE identity.users SET ${column} = $2, updated_at = $3 WHERE id = $1`, [e.data.userId, e.data.after, e.data.changedAt]);
    }
  },
};
