import type { EventTypeDefinition } from '@platform/event-store';

/** Every event type this module appends, with its schema version. */
export const campaignsEventTypes: EventTypeDefinition[] = [
  { type: 'campaigns.AccountCreated', schemaVersion: 1 },
  { type: 'campaigns.AccountUserGranted', schemaVersion: 1 },
];
