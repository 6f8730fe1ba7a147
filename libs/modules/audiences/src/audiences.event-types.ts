import type { EventTypeDefinition } from '@platform/event-store';

/**
 * The event types this module's entity streams append besides their
 * lifecycles (the kit registers those) and its claim stream (registered as a
 * kind): the lists' users and an audience's sharing, decided by the entities'
 * own deciders.
 */
export const audiencesEventTypes: EventTypeDefinition[] = [
  { type: 'audiences.CustomAudienceUsersChanged', schemaVersion: 1 },
  { type: 'audiences.CustomAudiencePermissionGranted', schemaVersion: 1 },
  { type: 'audiences.CustomAudiencePermissionRevoked', schemaVersion: 1 },
  { type: 'audiences.DoNotReachListUsersChanged', schemaVersion: 1 },
];
