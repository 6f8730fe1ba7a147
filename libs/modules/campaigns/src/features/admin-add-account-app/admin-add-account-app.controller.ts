import { commandRoute } from '@platform/auth';
import { AdminAddAccountAppCommand } from './admin-add-account-app.command';
import { AdminAddAccountAppRequest } from './admin-add-account-app.request';

/** Associates a mobile app with a production ad account (what GET account_apps lists). */
export class AdminAddAccountAppController extends commandRoute({
  method: 'POST',
  path: 'admin/ad_accounts/:account_id/apps',
  handler: 'add',
  tag: 'admin',
  guard: 'admin',
  status: 201,
  request: AdminAddAccountAppRequest,
  command: ({ params, body }) =>
    new AdminAddAccountAppCommand(params.account_id, {
      appStoreIdentifier: body.app_store_identifier,
      osType: body.os_type,
      conversionTrackingEnabled: body.conversion_tracking_enabled ?? false,
      deepLinkPattern: body.deep_link_pattern ?? null,
    }),
}) {}
