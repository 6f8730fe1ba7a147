import { conflict, invalidParameter, notFound, streamKind, type Decider, type DomainEvent } from '@platform/ddd';

/**
 * A Space (live audio room) as the admin API simulates it: started by a host,
 * then ended. The host's username and name, looked up when the Space starts,
 * are carried in both events (the end copies them from the Space's state), so
 * what the events stand for (spaces.start, spaces.end) can be told without
 * looking the user up later.
 */
export interface SpaceHost {
  id: string;
  username: string;
  name: string;
}

export type SpaceStarted = DomainEvent<
  'social.SpaceStarted',
  { spaceId: string; title: string; host: SpaceHost; startedAt: string }
>;
export type SpaceEnded = DomainEvent<
  'social.SpaceEnded',
  { spaceId: string; title: string; host: SpaceHost; startedAt: string; endedAt: string }
>;

export type SpaceEvent = SpaceStarted | SpaceEnded;

export interface SpaceState {
  state: 'none' | 'live' | 'ended';
  spaceId: string;
  title: string;
  host: SpaceHost;
  startedAt: string;
  endedAt: string | null;
}

export interface StartSpace {
  type: 'StartSpace';
  spaceId: string;
  title: string;
  host: SpaceHost;
  now: string;
}

export interface EndSpace {
  type: 'EndSpace';
  spaceId: string;
  now: string;
}

export type SpaceCommand = StartSpace | EndSpace;

export const MAX_SPACE_TITLE = 100;

export const spaceDecider: Decider<SpaceState, SpaceCommand, SpaceEvent> = {
  initialState: () => ({
    state: 'none',
    spaceId: '',
    title: '',
    host: { id: '', username: '', name: '' },
    startedAt: '',
    endedAt: null,
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'social.SpaceStarted':
        return {
          state: 'live',
          spaceId: event.data.spaceId,
          title: event.data.title,
          host: event.data.host,
          startedAt: event.data.startedAt,
          endedAt: null,
        };
      case 'social.SpaceEnded':
        return { ...state, state: 'ended', endedAt: event.data.endedAt };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'StartSpace': {
        if (state.state !== 'none') throw conflict(`Space ${command.spaceId} already exists`, 'space_id');
        const length = [...command.title].length;
        if (command.title.trim() === '') throw invalidParameter('title', 'title must not be empty');
        if (length > MAX_SPACE_TITLE) throw invalidParameter('title', `title must be at most ${MAX_SPACE_TITLE} characters long`);
        return [
          {
            type: 'social.SpaceStarted',
            data: { spaceId: command.spaceId, title: command.title, host: command.host, startedAt: command.now },
          },
        ];
      }
      case 'EndSpace':
        if (state.state === 'none') throw notFound(`Space ${command.spaceId} was not found`, 'space_id');
        if (state.state === 'ended') throw conflict(`Space ${command.spaceId} has already ended`, 'space_id');
        return [
          {
            type: 'social.SpaceEnded',
            data: {
              spaceId: state.spaceId,
              title: state.title,
              host: state.host,
              startedAt: state.startedAt,
              endedAt: command.now,
            },
          },
        ];
    }
  },
};

export const SPACE_STREAM = 'social.Space';
export const spaceStreamId = (spaceId: string) => `${SPACE_STREAM}-${spaceId}`;
export const SPACE = streamKind(
  { type: SPACE_STREAM, streamId: spaceStreamId, decider: spaceDecider, stamp: 'milliseconds' },
  { 'social.SpaceStarted': 1, 'social.SpaceEnded': 1 },
);
