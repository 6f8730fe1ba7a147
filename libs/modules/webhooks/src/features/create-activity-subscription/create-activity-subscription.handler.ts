import { QueryBus } from '@nestjs/cqrs';
import { FindUserQuery } from '@modules/identity';
import { SETTINGS, type Settings } from '@platform/config';
import { numericId } from '@platform/ddd';
import { EventStore, Prepare, streamCommandHandler } from '@platform/event-store';
import { ProblemError } from '@platform/http';
import { ACTIVITY_SUBSCRIPTION } from '../../domain/activity-subscription';
import { activitySubscriptionView, type ActivitySubscriptionView } from '../../projections/activity-subscriptions.read-model';
import { appSubscriptionsChange, subscriptionWebhook } from '../shared/subscription-rules';
import { CreateActivitySubscriptionCommand, type SubscribingCaller } from './create-activity-subscription.command';

export interface CreatedActivitySubscription {
  subscription: ActivitySubscriptionView;
  total: number;
}

/**
 * Subscribes the app to one activity event type for one filter. The filtered
 * user must exist; a private event (direct messages, likes, mutes, blocks,
 * mentions) is subscribed in that user's context only (an OAuth 1.0a access
 * token, or an OAuth 2.0 token with the event's read scope). The app's
 * subscriptions stream decides the limit and refuses an identical
 * subscription in the transaction that creates the subscription, with a
 * named webhook read from its stream (guarded).
 */
export const CreateActivitySubscriptionHandler = streamCommandHandler(CreateActivitySubscriptionCommand, ACTIVITY_SUBSCRIPTION, {
  inject: [EventStore, QueryBus, SETTINGS],
  async decide({ caller, input }, store: EventStore, queries: QueryBus, settings: Settings) {
    const { appId } = caller;
    const { eventType, filter, tag, webhookId } = input;
    if (filter.user_id !== undefined) await checkUser(queries, caller, filter.user_id, eventType.private ? eventType.canonical : undefined);
    const subscriptionId = numericId();
    const app = { total: 0 };
    const command = new Prepare(async (_state, now: string) => {
      const guards = await subscriptionWebhook(store, appId, webhookId);
      const key = { canonicalType: eventType.canonical, filter, webhookId };
      const limit = settings.ACTIVITY_SUBSCRIPTIONS_PER_APP;
      const change = await appSubscriptionsChange(store, { type: 'AddAppActivitySubscription', appId, subscriptionId, key, limit, now });
      app.total = change.total;
      const created = { type: 'CreateActivitySubscription' as const, subscriptionId, appId, eventType: eventType.name, canonicalType: eventType.canonical };
      return { command: { ...created, filter, tag, webhookId }, guards, writes: [change.write] };
    });
    return { stream: ACTIVITY_SUBSCRIPTION.streamId(subscriptionId), command, subscriptionId, app };
  },
  answer: ({ state }, { subscriptionId, app }): CreatedActivitySubscription => ({ subscription: activitySubscriptionView(subscriptionId, state), total: app.total }),
});

/** The filtered user exists; for a private event (its canonical name given), the caller is that user, with the scope it needs. */
async function checkUser(queries: QueryBus, caller: SubscribingCaller, userId: string, privateEvent: string | undefined): Promise<void> {
  if (!(await queries.execute(new FindUserQuery(userId)))) {
    throw ProblemError.invalidParameter('filter.user_id', userId, `The \`filter.user_id\` [${userId}] is not a user`);
  }
  if (privateEvent === undefined) return;
  if (caller.userId === undefined) {
    throw new ProblemError(
      403,
      'unsupported-authentication',
      'Unsupported Authentication',
      `${privateEvent} is a private event: subscribe with the user's context (OAuth 1.0a User Context or OAuth 2.0 User Context), not OAuth 2.0 Application-Only.`,
    );
  }
  if (caller.userId !== userId) {
    throw new ProblemError(
      403,
      'not-authorized-for-resource',
      'Forbidden',
      `${privateEvent} is a private event: only user [${userId}] may subscribe to it, in their own context.`,
      { value: userId, resource_id: userId, resource_type: 'user', section: 'data', parameter: 'filter.user_id' },
    );
  }
  const scope = PRIVATE_EVENT_SCOPES[privateEvent.split('.')[0]];
  if (caller.scopes && scope && !caller.scopes.includes(scope)) {
    throw new ProblemError(403, 'about:blank', 'Forbidden', `${privateEvent} needs the OAuth 2.0 scope [${scope}]; the token was not granted it.`);
  }
}

/** The OAuth 2.0 scope that reads each family of private events. */
const PRIVATE_EVENT_SCOPES: Readonly<Record<string, string>> = {
  dm: 'dm.read',
  chat: 'dm.read',
  like: 'like.read',
  mute: 'mute.read',
  block: 'block.read',
  post: 'tweet.read',
  broadcast: 'broadcast.read',
};
