import { commandRoute, PlatformUserContext } from '@platform/auth';
import { platformNumericId } from '@platform/http';
import { SubscribeAccountActivityCommand } from './subscribe-account-activity.command';
import { asAccountActivityProblems } from '../shared/account-activity-subscription';

/**
 * The Account Activity API: a user subscribes their account activity (direct
 * messages, posts, follows, likes, ...) to one of the app's webhooks in their
 * own context. Deliveries carry the Account Activity payloads
 * (`for_user_id`, `direct_message_events`, `post_create_events`, ...),
 * signed like every delivery.
 */
export class SubscribeAccountActivityController extends commandRoute({
  method: 'POST',
  path: '2/account_activity/webhooks/:webhook_id/subscriptions/all',
  handler: 'subscribe',
  tag: 'account activity',
  guard: PlatformUserContext('dm.read', 'dm.write', 'tweet.read', 'users.read'),
  status: 200,
  caller: 'user',
  command: ({ appId, userId, params }) => {
    platformNumericId('webhook_id', params.webhook_id);
    return new SubscribeAccountActivityCommand(appId, params.webhook_id, userId);
  },
  errors: ({ userId, params }, run) => asAccountActivityProblems(params.webhook_id, userId, run),
}) {}
