import type { EventTypeDefinition } from '@platform/event-store';

/** Every event type this module appends, with its schema version. */
export const postsEventTypes: EventTypeDefinition[] = [
  { type: 'posts.PostCreated', schemaVersion: 1 },
  { type: 'posts.PostRenamed', schemaVersion: 1 },
  { type: 'posts.PostDeleted', schemaVersion: 1 },
  { type: 'posts.ScheduledPostCreated', schemaVersion: 1 },
  { type: 'posts.ScheduledPostUpdated', schemaVersion: 1 },
  { type: 'posts.ScheduledPostDeleted', schemaVersion: 1 },
  { type: 'posts.DraftPostCreated', schemaVersion: 1 },
  { type: 'posts.DraftPostUpdated', schemaVersion: 1 },
  { type: 'posts.DraftPostDeleted', schemaVersion: 1 },
  { type: 'posts.PostLiked', schemaVersion: 1 },
  { type: 'posts.PostUnliked', schemaVersion: 1 },
];
