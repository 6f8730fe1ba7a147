import { AppOnly, commandRoute } from '@platform/auth';
import { platformNumericId } from '@platform/http';
import { DeleteAccountActivitySubscriptionCommand } from './delete-account-activity-subscription.command';
import { asAccountActivityProblems } from '../shared/account-activity-subscription';

/** The app ends a user's subscription with its bearer token; ending it twice changes nothing. */
export class DeleteAccountActivitySubscriptionController extends commandRoute({
  method: 'DELETE',
  path: '2/account_activity/webhooks/:webhook_id/subscriptions/:user_id/all',
  handler: 'unsubscribe',
  tag: 'account activity',
  guard: AppOnly(),
  caller: 'app',
  command: ({ appId, params }) => {
    platformNumericId('webhook_id', params.webhook_id);
    platformNumericId('user_id', params.user_id);
    return new DeleteAccountActivitySubscriptionCommand(appId, params.webhook_id, params.user_id);
  },
  errors: ({ params }, run) => asAccountActivityProblems(params.webhook_id, params.user_id, run),
}) {}
