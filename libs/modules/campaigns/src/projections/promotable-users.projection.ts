import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { AccountCreated, AccountUserGranted } from '../domain/account';
import { type PromotableUserView, promotableUserId } from '../domain/promotion';
import { promotableUsersTable } from './tables';

/**
 * An account's promotable users, from the account's stream: its owner, and
 * each user granted access to it (whose posts the account may promote), all
 * FULL: they post through the account as its owner does.
 */
export const promotableUsersProjection: InlineProjection = {
  name: 'campaigns.promotable_users',
  tables: ['campaigns.promotable_users'],
  handles: ['campaigns.AccountCreated', 'campaigns.AccountUserGranted'],
  async apply(event: RecordedEvent, sql: Sql) {
    const data = event.data as AccountCreated['data'] | AccountUserGranted['data'];
    const [userId, at] = 'ownerUserId' in data ? [data.ownerUserId, data.createdAt] : [data.userId, data.grantedAt];
    const user: PromotableUserView = {
      id: promotableUserId(data.environment, data.accountId, userId),
      user_id: userId,
      promotable_user_type: 'FULL',
      created_at: at,
      updated_at: at,
      deleted: false,
    };
    await promotableUsersTable.insert(sql, data.environment, data.accountId, user);
  },
};
