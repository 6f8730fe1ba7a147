import { EventStore, streamCommandHandler } from '@platform/event-store';
import { ACCOUNT_ACTIVITY } from '../../domain/account-activity-subscription';
import { accountActivityChange } from '../shared/account-activity-subscription';
import { DeleteAccountActivitySubscriptionCommand } from './delete-account-activity-subscription.command';

/** Unsubscribes the user; answers whether the user is subscribed after it. */
export const DeleteAccountActivitySubscriptionHandler = streamCommandHandler(DeleteAccountActivitySubscriptionCommand, ACCOUNT_ACTIVITY, {
  inject: [EventStore],
  decide: ({ appId, webhookId, userId }, store: EventStore) => accountActivityChange(store, 'UnsubscribeAccountActivity', { appId, webhookId, userId }),
  answer: ({ state }) => ({ subscribed: state.subscribed }),
});
