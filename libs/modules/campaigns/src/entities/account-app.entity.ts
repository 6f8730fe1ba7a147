import { adsEntity } from '@platform/ads-entity';
import { accountAppLifecycle } from '../domain/account-app';
import { accountAppsTable } from '../projections/tables';

/** A mobile app of an ad account, as an ads entity (listed through the API, added by the operator). */
export const AccountApp = adsEntity({
  lifecycle: accountAppLifecycle,
  table: accountAppsTable,
  routes: { path: 'accounts/:account_id/account_apps', tag: 'ads: accounts', list: true },
});
