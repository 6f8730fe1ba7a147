import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { AppEvent } from '../domain/app';
import { CREDENTIALS_CHANNEL } from '../credentials/credential-cache';

/** identity.apps: one row per registered app. */
export const appsProjection: InlineProjection = {
  name: 'identity.apps',
  tables: ['identity.apps'],
  handles: ['identity.AppRegistered', 'identity.AppBetasSet'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as AppEvent;
    switch (e.type) {
      case 'identity.AppRegistered':
        await sql.query(
          `INSERT INTO identity.apps (id, name, consumer_key, consumer_secret_enc, callback_urls, sign_in_with, desktop, created_at, betas)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9::jsonb)`,
          [
            e.data.appId,
            e.data.name,
            e.data.consumerKey,
            e.data.consumerSecret.enc,
            JSON.stringify(e.data.callbackUrls),
            e.data.signInWith,
            e.data.desktop,
            e.data.createdAt,
            e.data.betas ? JSON.stringify(e.data.betas) : null,
          ],
        );
        break;
      case 'identity.AppBetasSet':
        await sql.query(`UPDATE identity.apps SET betas = $2::jsonb WHERE id = $1`, [e.data.appId, e.data.betas ? JSON.stringify(e.data.betas) : null]);
        // every replica drops the cached consumer (its betas) when this commits
        await sql.query(`SELECT pg_notify($1, $2)`, [CREDENTIALS_CHANNEL, `consumer:${e.data.consumerKey}`]);
        break;
    }
  },
};
