import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { AppEvent } from '../domain/app';

/** identity.apps: one row per registered app. */
export const appsProjection: InlineProjection = {
  name: 'identity.apps',
  tables: ['identity.apps'],
  handles: ['identity.AppRegistered'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as AppEvent;
    switch (e.type) {
      case 'identity.AppRegistered':
        await sql.query(
          `INSERT INTO identity.apps (id, name, consumer_key, consumer_secret_enc, callback_urls, sign_in_with, desktop, created_at)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`,
          [
            e.data.appId,
            e.data.name,
            e.data.consumerKey,
            e.data.consumerSecret.enc,
            JSON.stringify(e.data.callbackUrls),
            e.data.signInWith,
            e.data.desktop,
            e.data.createdAt,
          ],
        );
        break;
    }
  },
};
