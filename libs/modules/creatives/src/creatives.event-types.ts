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
];
