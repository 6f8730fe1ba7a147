import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { AccountEvent } from '../domain/account';

/** campaigns.accounts and campaigns.account_users: accounts and who may use them, per environment. */
export const accountsProjection: InlineProjection = {
  name: 'campaigns.accounts',
  tables: ['campaigns.accounts', 'campaigns.account_users'],
  handles: [
    'campaigns.AccountCreated',
    'campaigns.AccountUserGranted',
    'campaigns.AccountUpdated',
    'campaigns.AccountDeleted',
    'campaigns.AccountFeaturesChanged',
  ],
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
      case 'campaigns.AccountUpdated': {
        const changes = e.data.changes;
        await sql.query(
          `UPDATE campaigns.accounts SET
             name = CASE WHEN $3::boolean THEN $4 ELSE name END,
             industry_type = CASE WHEN $5::boolean THEN $6 ELSE industry_type END,
             updated_at = $7
           WHERE environment = $1 AND id = $2`,
          [
            e.data.environment,
            e.data.accountId,
            'name' in changes,
            changes.name?.new ?? null,
            'industry_type' in changes,
            changes.industry_type?.new ?? null,
            e.data.updatedAt,
          ],
        );
        break;
      }
      case 'campaigns.AccountDeleted':
        await sql.query('UPDATE campaigns.accounts SET deleted = true, updated_at = $3 WHERE environment = $1 AND id = $2', [
          e.data.environment,
          e.data.accountId,
          e.data.deletedAt,
        ]);
        break;
      case 'campaigns.AccountFeaturesChanged':
        await sql.query('UPDATE campaigns.accounts SET feature_keys = $3::jsonb WHERE environment = $1 AND id = $2', [
          e.data.environment,
          e.data.accountId,
          JSON.stringify(e.data.featureKeys),
        ]);
        break;
    }
  },
};
