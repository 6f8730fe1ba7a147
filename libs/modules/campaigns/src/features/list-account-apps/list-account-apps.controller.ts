import { listEntityController } from '@platform/ads-entity';
import { AccountApp } from '../../entities/account-app.entity';
import { ListAccountAppsRequest } from './list-account-apps.request';

/** The mobile apps associated with the account. */
export class ListAccountAppsController extends listEntityController(AccountApp, {
  path: 'accounts/:account_id/account_apps',
  tag: 'ads: accounts',
  request: ListAccountAppsRequest,
}) {}
