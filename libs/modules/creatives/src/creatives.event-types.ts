import type { EventTypeDefinition } from '@platform/event-store';

/** The event types this module appends besides its ads entities' (which the kit registers), with their schema versions. */
export const creativesEventTypes: EventTypeDefinition[] = [
  { type: 'creatives.MediaUploadInitialized', schemaVersion: 1 },
  { type: 'creatives.MediaSegmentAppended', schemaVersion: 1 },
  { type: 'creatives.MediaUploadFinalized', schemaVersion: 1 },
  { type: 'creatives.MediaProcessingStarted', schemaVersion: 1 },
  { type: 'creatives.MediaProcessingSucceeded', schemaVersion: 1 },
];
