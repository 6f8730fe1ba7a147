import type { EventTypeDefinition } from '@platform/event-store';

/** Every event type this module appends, with its schema version. */
export const audiencesEventTypes: EventTypeDefinition[] = [
  { type: 'audiences.CustomAudienceCreated', schemaVersion: 1 },
  { type: 'audiences.CustomAudienceUpdated', schemaVersion: 1 },
  { type: 'audiences.CustomAudienceDeleted', schemaVersion: 1 },
  { type: 'audiences.CustomAudienceUsersChanged', schemaVersion: 1 },
  { type: 'audiences.CustomAudiencePermissionGranted', schemaVersion: 1 },
  { type: 'audiences.CustomAudiencePermissionRevoked', schemaVersion: 1 },
  { type: 'audiences.DoNotReachListCreated', schemaVersion: 1 },
  { type: 'audiences.DoNotReachListUpdated', schemaVersion: 1 },
  { type: 'audiences.DoNotReachListDeleted', schemaVersion: 1 },
  { type: 'audiences.DoNotReachListUsersChanged', schemaVersion: 1 },
  { type: 'audiences.AudienceNameClaimed', schemaVersion: 1 },
  { type: 'audiences.AudienceNameReleased', schemaVersion: 1 },
  { type: 'audiences.DoNotReachListClaimed', schemaVersion: 1 },
  { type: 'audiences.DoNotReachListReleased', schemaVersion: 1 },
];
