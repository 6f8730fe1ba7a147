import type { EventTypeDefinition } from '@platform/event-store';

/** Every event type this module appends besides its entities' lifecycles (the kit registers those), with its schema version. */
export const catalogEventTypes: EventTypeDefinition[] = [
  { type: 'catalog.ProductsBatchApplied', schemaVersion: 1 },
  { type: 'catalog.ProductsDeleted', schemaVersion: 1 },
  { type: 'catalog.ProductSetsEvaluated', schemaVersion: 1 },
  { type: 'catalog.FeedRunStarted', schemaVersion: 1 },
  { type: 'catalog.FeedRunFinished', schemaVersion: 1 },
  { type: 'catalog.ScheduledFeedClaimed', schemaVersion: 1 },
  { type: 'catalog.ScheduledFeedReleased', schemaVersion: 1 },
];
