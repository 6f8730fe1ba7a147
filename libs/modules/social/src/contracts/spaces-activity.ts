import type { ActivityMapping, ActivityOccurrence, RecordedEvent } from '@platform/event-store';
import type { SpaceEnded, SpaceStarted } from '../domain/space';

/**
 * How a Space starting and ending becomes `spaces.start` and `spaces.end` for
 * its host: the payload names the host (as a user lookup's `data` would), the
 * Space (`broadcast_id`) and its title; the title is the text keyword filters
 * match. No direction.
 */
export interface SpaceActivityPayload {
  user: { data: { id: string; username: string; name: string } };
  broadcast_id: string;
  event_type: 'spaces_start' | 'spaces_end';
  title: string;
}

export function spaceActivityPayload(data: SpaceStarted['data'] | SpaceEnded['data'], eventType: SpaceActivityPayload['event_type']): SpaceActivityPayload {
  return {
    user: { data: { id: data.host.id, username: data.host.username, name: data.host.name } },
    broadcast_id: data.spaceId,
    event_type: eventType,
    title: data.title,
  };
}

const KINDS = {
  'social.SpaceStarted': ['spaces.start', 'spaces_start'],
  'social.SpaceEnded': ['spaces.end', 'spaces_end'],
} as const;

export const spacesActivity: ActivityMapping = {
  eventTypes: Object.keys(KINDS),
  toActivity(event: RecordedEvent): ActivityOccurrence[] {
    const kind = KINDS[event.type as keyof typeof KINDS];
    if (!kind) return [];
    const data = (event as unknown as RecordedEvent<SpaceStarted | SpaceEnded>).data;
    const [eventType, payloadType] = kind;
    return [
      {
        eventType,
        userId: data.host.id,
        text: data.title,
        payload: { ...spaceActivityPayload(data, payloadType) },
      },
    ];
  },
};
