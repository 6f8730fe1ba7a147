import { commandRoute } from '@platform/auth';
import { AdminCreateAdAccountCommand } from './admin-create-ad-account.command';
import { AdminCreateAdAccountRequest } from './admin-create-ad-account.request';

/** Creates a production ad account owned by the given user. */
export class AdminCreateAdAccountController extends commandRoute({
  method: 'POST',
  path: 'admin/ad_accounts',
  handler: 'create',
  tag: 'admin',
  guard: 'admin',
  status: 201,
  request: AdminCreateAdAccountRequest,
  command: ({ body }) =>
    new AdminCreateAdAccountCommand(body.user_id, {
      name: body.name,
      timezone: body.timezone,
      businessId: body.business_id,
      businessName: body.business_name,
      industryType: body.industry_type,
      featureKeys: body.feature_keys,
    }),
}) {}
