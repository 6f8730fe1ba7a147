import type { EventTypeDefinition } from '@platform/event-store';
import { replayRequestedV1ToV2 } from './domain/webhook';

/** Every event type this module appends, with its schema version. */
export const webhooksEventTypes: EventTypeDefinition[] = [
  { type: 'webhooks.WebhookCreated', schemaVersion: 1 },
  { type: 'webhooks.WebhookCrcChecked', schemaVersion: 1 },
  { type: 'webhooks.WebhookDeleted', schemaVersion: 1 },
  { type: 'webhooks.WebhookReplayRequested', schemaVersion: 2, upcasters: { 1: replayRequestedV1ToV2 } },
  { type: 'webhooks.WebhookReplayFinished', schemaVersion: 1 },
  { type: 'webhooks.AccountActivitySubscribed', schemaVersion: 1 },
  { type: 'webhooks.AccountActivityUnsubscribed', schemaVersion: 1 },
  { type: 'webhooks.AppWebhookAdded', schemaVersion: 1 },
  { type: 'webhooks.AppWebhookRemoved', schemaVersion: 1 },
  { type: 'webhooks.AppAccountActivitySubscribed', schemaVersion: 1 },
  { type: 'webhooks.AppAccountActivityUnsubscribed', schemaVersion: 1 },
  { type: 'webhooks.ActivitySubscriptionCreated', schemaVersion: 1 },
  { type: 'webhooks.ActivitySubscriptionUpdated', schemaVersion: 1 },
  { type: 'webhooks.ActivitySubscriptionDeleted', schemaVersion: 1 },
  { type: 'webhooks.AppActivitySubscriptionAdded', schemaVersion: 1 },
  { type: 'webhooks.AppActivitySubscriptionChanged', schemaVersion: 1 },
  { type: 'webhooks.AppActivitySubscriptionRemoved', schemaVersion: 1 },
];
