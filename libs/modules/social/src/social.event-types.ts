import type { EventTypeDefinition } from '@platform/event-store';

/** Every event type this module appends, with its schema version. */
export const socialEventTypes: EventTypeDefinition[] = [
  { type: 'social.DirectMessageSent', schemaVersion: 1 },
  { type: 'social.DirectMessagesRead', schemaVersion: 1 },
  { type: 'social.TypingIndicated', schemaVersion: 1 },
  { type: 'social.ChatConversationStarted', schemaVersion: 1 },
  { type: 'social.ChatParticipantJoined', schemaVersion: 1 },
  { type: 'social.ChatMessageSent', schemaVersion: 1 },
  { type: 'social.SpaceStarted', schemaVersion: 1 },
  { type: 'social.SpaceEnded', schemaVersion: 1 },
  { type: 'social.UserFollowed', schemaVersion: 1 },
  { type: 'social.UserUnfollowed', schemaVersion: 1 },
  { type: 'social.UserMuted', schemaVersion: 1 },
  { type: 'social.UserUnmuted', schemaVersion: 1 },
  { type: 'social.UserBlocked', schemaVersion: 1 },
  { type: 'social.UserUnblocked', schemaVersion: 1 },
  { type: 'social.NewsStoryPublished', schemaVersion: 1 },
];
