import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { AccountEvent } from '../domain/account';

/** campaigns.accounts and campaigns.account_users: accounts and who may use them, per environment. */
export const accountsProjection: InlineProjection = {
  name: 'campaigns.accounts',
  tables: ['campaigns.accounts', 'campaigns.account_users'],
  handles: ['campaigns.AccountCreated', 'campaigns.AccountUserGranted'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as AccountEvent;
    switch (e.type) {
      case 'campaigns.AccountCreated': {
        const d = e.data;
        await sql.query(
          `INSERT INTO campaigns.accounts (environment, id, name, business_name, business_id, timezone, timezone_switch_at,
             industry_type, approval_status, feature_keys, owner_user_id, created_at, updated_at, deleted)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'ACCEPTED', $9::jsonb, $10, $11, $11, false)`,
          [
            d.environment,
            d.accountId,
            d.name,
            d.businessName,
            d.businessId,
            d.timezone,
            d.timezoneSwitchAt,
            d.industryType,
            JSON.stringify(d.featureKeys),
            d.ownerUserId,
            d.createdAt,
          ],
        );
        await sql.query(
          `INSERT INTO campaigns.account_users (environment, account_id, user_id, granted_at) VALUES ($1, $2, $3, $4)`,
          [d.environment, d.accountId, d.ownerUserId, d.createdAt],
        );
        break;
      }
      case 'campaigns.AccountUserGranted':
        await sql.query(
          `INSERT INTO campaigns.account_users (environment, account_id, user_id, granted_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING`,
          [e.data.environment, e.data.accountId, e.data.userId, e.data.grantedAt],
        );
        break;
    }
  },
};
