import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { RequestTokenEvent } from '../domain/request-token';

/** identity.request_tokens: request tokens of the three-legged flow and where each stands. */
export const requestTokensProjection: InlineProjection = {
  name: 'identity.request_tokens',
  tables: ['identity.request_tokens'],
  handles: [
    'identity.RequestTokenIssued',
    'identity.RequestTokenApproved',
    'identity.RequestTokenDenied',
    'identity.RequestTokenExchanged',
  ],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as RequestTokenEvent;
    const status = (value: string, userId?: string) =>
      sql.query('UPDATE identity.request_tokens SET status = $2, user_id = COALESCE($3, user_id) WHERE token = $1', [
        e.data.token,
        value,
        userId ?? null,
      ]);
    switch (e.type) {
      case 'identity.RequestTokenIssued':
        await sql.query(
          `INSERT INTO identity.request_tokens (token, secret_enc, app_id, callback, access_level, status, issued_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7)`,
          [e.data.token, e.data.tokenSecret.enc, e.data.appId, e.data.callback, e.data.accessLevel, e.data.issuedAt, e.data.expiresAt],
        );
        break;
      case 'identity.RequestTokenApproved':
        await status('approved', e.data.userId);
        break;
      case 'identity.RequestTokenDenied':
        await status('denied', e.data.userId);
        break;
      case 'identity.RequestTokenExchanged':
        await status('exchanged');
        break;
    }
  },
};
