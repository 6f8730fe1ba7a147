import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { UserEvent } from '../domain/user';

/** identity.users: the current profile of each user; screen names unique, case-insensitive. */
export const usersProjection: InlineProjection = {
  name: 'identity.users',
  tables: ['identity.users'],
  handles: [
    'identity.UserRegistered',
    'identity.UserNameChanged',
    'identity.UserDescriptionChanged',
    'identity.UserScreenNameChanged',
    'identity.UserVerifiedChanged',
  ],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as UserEvent;
    const set = (column: string, value: unknown, at: string) =>
      sql.query(`UPDATE identity.users SET ${column} = $2, updated_at = $3 WHERE id = $1`, [e.data.userId, value, at]);
    switch (e.type) {
      case 'identity.UserRegistered':
        await sql.query(
          `INSERT INTO identity.users (id, screen_name, name, description, verified, password_hash, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
          [e.data.userId, e.data.screenName, e.data.name, e.data.description, e.data.verified, e.data.passwordHash, e.data.createdAt],
        );
        break;
      case 'identity.UserNameChanged':
        await set('name', e.data.after, e.data.changedAt);
        break;
      case 'identity.UserDescriptionChanged':
        await set('description', e.data.after, e.data.changedAt);
        break;
      case 'identity.UserScreenNameChanged':
        await set('screen_name', e.data.after, e.data.changedAt);
        break;
      case 'identity.UserVerifiedChanged':
        await set('verified', e.data.after, e.data.changedAt);
        break;
    }
  },
};
