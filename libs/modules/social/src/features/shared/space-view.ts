import type { SpaceState } from '../../domain/space';

/** A Space as the platform's v2 Space object shows these fields. */
export interface SpaceView {
  id: string;
  state: 'live' | 'ended';
  title: string;
  creator_id: string;
  host_ids: string[];
  created_at: string;
  started_at: string;
  ended_at?: string;
}

export function spaceView(space: SpaceState): SpaceView {
  return {
    id: space.spaceId,
    state: space.state === 'ended' ? 'ended' : 'live',
    title: space.title,
    creator_id: space.host.id,
    host_ids: [space.host.id],
    created_at: space.startedAt,
    started_at: space.startedAt,
    ...(space.endedAt !== null ? { ended_at: space.endedAt } : {}),
  };
}
