import type { EventTypeDefinition } from '@platform/event-store';

/** Every event type this module appends, with its schema version. */
export const socialEventTypes: EventTypeDefinition[] = [
  { type: 'social.DirectMessageSent', schemaVersion: 1 },
  { type: 'social.DirectMessagesRead', schemaVersion: 1 },
  { type: 'social.TypingIndicated', schemaVersion: 1 },
  { type: 'social.SpaceStarted', schemaVersion: 1 },
  { type: 'social.SpaceEnded', schemaVersion: 1 },
];
