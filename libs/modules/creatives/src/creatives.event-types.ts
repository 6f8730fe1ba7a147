import type { EventTypeDefinition } from '@platform/event-store';

/** Every event type this module appends, with its schema version. */
export const creativesEventTypes: EventTypeDefinition[] = [
  { type: 'creatives.MediaUploadInitialized', schemaVersion: 1 },
  { type: 'creatives.MediaSegmentAppended', schemaVersion: 1 },
  { type: 'creatives.MediaUploadFinalized', schemaVersion: 1 },
  { type: 'creatives.MediaProcessingStarted', schemaVersion: 1 },
  { type: 'creatives.MediaProcessingSucceeded', schemaVersion: 1 },
  { type: 'creatives.MediaLibraryObjectCreated', schemaVersion: 1 },
  { type: 'creatives.MediaLibraryObjectUpdated', schemaVersion: 1 },
  { type: 'creatives.MediaLibraryObjectDeleted', schemaVersion: 1 },
  { type: 'creatives.AccountMediaCreated', schemaVersion: 1 },
  { type: 'creatives.AccountMediaUpdated', schemaVersion: 1 },
  { type: 'creatives.AccountMediaDeleted', schemaVersion: 1 },
  { type: 'creatives.PollCardCreated', schemaVersion: 1 },
  { type: 'creatives.PollCardUpdated', schemaVersion: 1 },
  { type: 'creatives.PollCardDeleted', schemaVersion: 1 },
  { type: 'creatives.CardCreated', schemaVersion: 1 },
  { type: 'creatives.CardUpdated', schemaVersion: 1 },
  { type: 'creatives.CardDeleted', schemaVersion: 1 },
  { type: 'creatives.VideoConversationCardCreated', schemaVersion: 1 },
  { type: 'creatives.VideoConversationCardUpdated', schemaVersion: 1 },
  { type: 'creatives.VideoConversationCardDeleted', schemaVersion: 1 },
  { type: 'creatives.ImageConversationCardCreated', schemaVersion: 1 },
  { type: 'creatives.ImageConversationCardUpdated', schemaVersion: 1 },
  { type: 'creatives.ImageConversationCardDeleted', schemaVersion: 1 },
];
