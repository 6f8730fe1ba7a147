import { SETTINGS, type Settings } from '@platform/config';
import { EventStore, streamCommandHandler } from '@platform/event-store';
import { ACCOUNT_ACTIVITY } from '../../domain/account-activity-subscription';
import { accountActivityChange } from '../shared/account-activity-subscription';
import { SubscribeAccountActivityCommand } from './subscribe-account-activity.command';

/** Subscribes the user, within the app's limit; answers whether the user is subscribed after it. */
export const SubscribeAccountActivityHandler = streamCommandHandler(SubscribeAccountActivityCommand, ACCOUNT_ACTIVITY, {
  inject: [EventStore, SETTINGS],
  decide: ({ appId, webhookId, userId }, store: EventStore, settings: Settings) =>
    accountActivityChange(store, 'SubscribeAccountActivity', { appId, webhookId, userId, limit: settings.ACCOUNT_ACTIVITY_SUBSCRIPTIONS_PER_APP }),
  answer: ({ state }) => ({ subscribed: state.subscribed }),
});
