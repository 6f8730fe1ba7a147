import type { EventTypeDefinition } from '@platform/event-store';

/** Every event type this module appends, with its schema version. */
export const catalogEventTypes: EventTypeDefinition[] = [
  { type: 'catalog.ProductCatalogCreated', schemaVersion: 1 },
  { type: 'catalog.ProductCatalogRenamed', schemaVersion: 1 },
  { type: 'catalog.ProductCatalogDeleted', schemaVersion: 1 },
  { type: 'catalog.ProductsBatchApplied', schemaVersion: 1 },
  { type: 'catalog.ProductsDeleted', schemaVersion: 1 },
  { type: 'catalog.ProductSetCreated', schemaVersion: 1 },
  { type: 'catalog.ProductSetUpdated', schemaVersion: 1 },
  { type: 'catalog.ProductSetDeleted', schemaVersion: 1 },
  { type: 'catalog.ProductSetsEvaluated', schemaVersion: 1 },
  { type: 'catalog.ScheduledFeedCreated', schemaVersion: 1 },
  { type: 'catalog.ScheduledFeedUpdated', schemaVersion: 1 },
  { type: 'catalog.ScheduledFeedDeleted', schemaVersion: 1 },
  { type: 'catalog.FeedRunStarted', schemaVersion: 1 },
  { type: 'catalog.FeedRunFinished', schemaVersion: 1 },
  { type: 'catalog.ScheduledFeedClaimed', schemaVersion: 1 },
  { type: 'catalog.ScheduledFeedReleased', schemaVersion: 1 },
];
