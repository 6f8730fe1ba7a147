import type { EventTypeDefinition } from '@platform/event-store';

/** The event types this module appends besides its ads entities' (which the kit registers), with their schema versions. */
export const postsEventTypes: EventTypeDefinition[] = [
  { type: 'posts.PostCreated', schemaVersion: 1 },
  { type: 'posts.PostRenamed', schemaVersion: 1 },
  { type: 'posts.PostDeleted', schemaVersion: 1 },
  { type: 'posts.PostLiked', schemaVersion: 1 },
  { type: 'posts.PostUnliked', schemaVersion: 1 },
];
