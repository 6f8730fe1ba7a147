import type { EventTypeDefinition } from '@platform/event-store';

/** Every event type this module appends, with its schema version. */
export const webhooksEventTypes: EventTypeDefinition[] = [
  { type: 'webhooks.WebhookCreated', schemaVersion: 1 },
  { type: 'webhooks.WebhookCrcChecked', schemaVersion: 1 },
  { type: 'webhooks.WebhookDeleted', schemaVersion: 1 },
  { type: 'webhooks.WebhookReplayRequested', schemaVersion: 1 },
  { type: 'webhooks.ActivitySubscriptionCreated', schemaVersion: 1 },
  { type: 'webhooks.ActivitySubscriptionUpdated', schemaVersion: 1 },
  { type: 'webhooks.ActivitySubscriptionDeleted', schemaVersion: 1 },
];
