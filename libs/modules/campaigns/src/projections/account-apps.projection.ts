import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { AccountAppEvent } from '../domain/account-app';
import { accountAppsTable } from './tables';

/** campaigns.account_apps: the apps of each account, as GET account_apps shows them. */
export const accountAppsProjection: InlineProjection = {
  name: 'campaigns.account_apps',
  tables: ['campaigns.account_apps'],
  handles: ['campaigns.AccountAppAdded'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as AccountAppEvent;
    switch (e.type) {
      case 'campaigns.AccountAppAdded':
        await accountAppsTable.insert(sql, e.data.environment, e.data.accountId, e.data.accountApp);
        break;
    }
  },
};
