import { AppOnly, commandRoute } from '@platform/auth';
import type { ActivitySubscriptionView } from '../../projections/activity-subscriptions.read-model';
import { updateActivitySubscriptionInput, UpdateActivitySubscriptionRequest } from '../shared/activity-subscription.request';
import { asSubscriptionProblems, checkSubscriptionId } from '../shared/subscription-problems';
import { asSubscriptionRefusals } from '../shared/subscription-rules';
import { UpdateActivitySubscriptionCommand } from './update-activity-subscription.command';

/** Changes a subscription's `tag` or `webhook_id` (its type and filter are fixed). */
export class UpdateActivitySubscriptionController extends commandRoute({
  method: 'PUT',
  path: '2/activity/subscriptions/:subscription_id',
  handler: 'update',
  tag: 'activity',
  guard: AppOnly(),
  caller: 'app',
  request: UpdateActivitySubscriptionRequest,
  command: ({ appId, params, body }) => {
    checkSubscriptionId(params.subscription_id);
    return new UpdateActivitySubscriptionCommand(appId, params.subscription_id, updateActivitySubscriptionInput(body));
  },
  errors: ({ params }, run: () => Promise<{ subscription: ActivitySubscriptionView; total: number }>) =>
    asSubscriptionProblems(params.subscription_id, () => asSubscriptionRefusals(run)),
  answer: ({ subscription, total }) => ({ data: { subscription, total_subscriptions: total } }),
}) {}
