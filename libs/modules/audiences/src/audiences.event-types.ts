import type { EventTypeDefinition } from '@platform/event-store';

/** The event types this module appends besides its ads entities' (which the kit registers), with their schema versions. */
export const audiencesEventTypes: EventTypeDefinition[] = [
  { type: 'audiences.CustomAudienceUsersChanged', schemaVersion: 1 },
  { type: 'audiences.CustomAudiencePermissionGranted', schemaVersion: 1 },
  { type: 'audiences.CustomAudiencePermissionRevoked', schemaVersion: 1 },
  { type: 'audiences.DoNotReachListUsersChanged', schemaVersion: 1 },
  { type: 'audiences.AudienceNameClaimed', schemaVersion: 1 },
  { type: 'audiences.AudienceNameReleased', schemaVersion: 1 },
  { type: 'audiences.DoNotReachListClaimed', schemaVersion: 1 },
  { type: 'audiences.DoNotReachListReleased', schemaVersion: 1 },
];
