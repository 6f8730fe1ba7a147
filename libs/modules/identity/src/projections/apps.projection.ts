import { tableProjection } from '@platform/event-store';
import type { AppEvent } from '../domain/app';
import { CREDENTIALS_CHANNEL } from '../credentials/credential-cache';

const betasColumn = (betas: string[] | null | undefined) => (betas ? JSON.stringify(betas) : null);

/** identity.apps: one row per registered app. */
export const appsProjection = tableProjection<AppEvent>('identity.apps', {
  'identity.AppRegistered': (app, sql) =>
    sql.query(
      `INSERT INTO identity.apps (id, name, consumer_key, consumer_secret_enc, callback_urls, sign_in_with, desktop, created_at, betas)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9::jsonb)`,
      [app.appId, app.name, app.consumerKey, app.consumerSecret.enc, JSON.stringify(app.callbackUrls), app.signInWith, app.desktop, app.createdAt, betasColumn(app.betas)],
    ),
  'identity.AppBetasSet': async ({ appId, betas, consumerKey }, sql) => {
    await sql.query(`UPDATE identity.apps SET betas = $2::jsonb WHERE id = $1`, [appId, betasColumn(betas)]);
    // every replica drops the cached consumer (its betas) when this commits
    await sql.query(`SELECT pg_notify($1, $2)`, [CREDENTIALS_CHANNEL, `consumer:${consumerKey}`]);
  },
});
