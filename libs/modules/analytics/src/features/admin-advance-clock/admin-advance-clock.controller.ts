import { commandRoute } from '@platform/auth';
import { AdminAdvanceClockCommand } from './admin-advance-clock.command';
import { AdminAdvanceClockRequest } from './admin-advance-clock.request';

/** Fast-forwards an ad account's simulated clock (production or sandbox), delivering every hour in between before it answers. */
export class AdminAdvanceClockController extends commandRoute({
  method: 'POST',
  path: 'admin/ad_accounts/:account_id/clock',
  handler: 'advance',
  tag: 'admin',
  guard: 'admin',
  status: 200,
  request: AdminAdvanceClockRequest,
  command: ({ params, body }) => new AdminAdvanceClockCommand(params.account_id, body.advance_hours),
}) {}
