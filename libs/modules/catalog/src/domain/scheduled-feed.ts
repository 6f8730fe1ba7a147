import { type Decider, type DomainEvent, type Environment, invalidParameter, notFound } from '@platform/ddd';

/**
 * A scheduled feed of a catalog: a CSV or TSV file at a URL, fetched and
 * applied as one product batch every `repeat` × `frequency` from
 * `start_time`. Its stream (`catalog.ScheduledFeed-<env>-<feedId>`) decides
 * when a run may start (due, and no other running: two replicas cannot both
 * start it) and keeps every run's outcome.
 */
export const SCHEDULED_FEED_STREAM = 'catalog.ScheduledFeed';
export const scheduledFeedStreamId = (environment: Environment, feedId: string) => `${SCHEDULED_FEED_STREAM}-${environment}-${feedId}`;

export const FEED_FORMATS = ['CSV', 'TSV'] as const;
export const FEED_FREQUENCIES = ['HOURLY', 'DAILY', 'WEEKLY'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];
export type FeedFrequency = (typeof FEED_FREQUENCIES)[number];
const FREQUENCY_MS: Record<FeedFrequency, number> = { HOURLY: 3_600_000, DAILY: 86_400_000, WEEKLY: 604_800_000 };
/** A run that has not finished after this long was cut short (the process stopped): the next start ends it as failed. */
export const RUN_TIMEOUT_MS = 15 * 60_000;

export interface FeedRunOutcome {
  status: 'SUCCESS' | 'FAILED';
  /** Why a run failed (unreachable, malformed, too large, ...). */
  reason: string | null;
  rows: number;
  created: number;
  updated: number;
  no_change: number;
  errors: number;
}

export interface FeedRun extends Partial<Omit<FeedRunOutcome, 'status'>> {
  id: string;
  started_at: string;
  finished_at: string | null;
  status: 'RUNNING' | 'SUCCESS' | 'FAILED';
}

export interface ScheduledFeed {
  id: string;
  product_catalog_id: string;
  feed_url: string;
  feed_format: FeedFormat;
  frequency: FeedFrequency;
  repeat: number;
  time_zone: string;
  start_time: string;
  next_run_at: string;
  last_run: FeedRun | null;
  created_at: string;
  updated_at: string;
}

export interface ScheduledFeedState {
  feed?: ScheduledFeed;
  userId?: string;
}

export type FeedSettings = Pick<ScheduledFeed, 'feed_url' | 'feed_format' | 'frequency' | 'repeat' | 'time_zone' | 'start_time'>;

type Base = { environment: Environment; catalogId: string; userId: string; feedId: string };
export type ScheduledFeedCreated = DomainEvent<'catalog.ScheduledFeedCreated', Base & { settings: FeedSettings; nextRunAt: string; createdAt: string }>;
export type ScheduledFeedUpdated = DomainEvent<
  'catalog.ScheduledFeedUpdated',
  Base & { changes: Record<string, { old: unknown; new: unknown }>; nextRunAt: string; updatedAt: string }
>;
export type ScheduledFeedDeleted = DomainEvent<'catalog.ScheduledFeedDeleted', Base & { deletedAt: string }>;
export type FeedRunStarted = DomainEvent<'catalog.FeedRunStarted', Base & { runId: string; startedAt: string; nextRunAt: string }>;
export type FeedRunFinished = DomainEvent<'catalog.FeedRunFinished', Base & { runId: string; outcome: FeedRunOutcome; finishedAt: string }>;
export type ScheduledFeedEvent = ScheduledFeedCreated | ScheduledFeedUpdated | ScheduledFeedDeleted | FeedRunStarted | FeedRunFinished;

export type ScheduledFeedCommand =
  | (Base & { type: 'CreateScheduledFeed'; settings: FeedSettings; now: string })
  | (Base & { type: 'UpdateScheduledFeed'; settings: Partial<FeedSettings>; now: string })
  | (Base & { type: 'DeleteScheduledFeed'; now: string })
  | { type: 'StartFeedRun'; environment: Environment; feedId: string; runId: string; now: string }
  | { type: 'FinishFeedRun'; environment: Environment; feedId: string; runId: string; outcome: FeedRunOutcome; now: string };

export const feedNotFound = (feedId: string) => notFound(`Scheduled feed ${feedId} was not found`, 'scheduled_feed_id');

/** The first run time at or after `now`: start_time, then every repeat × frequency. */
export function nextRunAt(settings: Pick<FeedSettings, 'start_time' | 'frequency' | 'repeat'>, now: string): string {
  const start = Date.parse(settings.start_time);
  const at = Date.parse(now);
  if (start >= at) return new Date(start).toISOString();
  const every = FREQUENCY_MS[settings.frequency] * settings.repeat;
  return new Date(start + Math.ceil((at - start) / every) * every).toISOString();
}

function checkSettings(settings: Partial<FeedSettings>): void {
  if (settings.time_zone !== undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: settings.time_zone });
    } catch {
      throw invalidParameter('time_zone', `time_zone must be an IANA time zone name, got ${JSON.stringify(settings.time_zone)}`);
    }
  }
  if (settings.feed_url !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(settings.feed_url);
    } catch {
      // refused below
    }
    if (!url || !/^https?:$/.test(url.protocol)) throw invalidParameter('feed_url', 'feed_url must be an http(s) URL');
  }
}

/** The caller's live feed of this catalog, or not found. */
function ownFeed(state: ScheduledFeedState, command: Base): ScheduledFeed {
  if (!state.feed || state.userId !== command.userId || state.feed.product_catalog_id !== command.catalogId) throw feedNotFound(command.feedId);
  return state.feed;
}

export const scheduledFeedDecider: Decider<ScheduledFeedState, ScheduledFeedCommand, ScheduledFeedEvent> = {
  initialState: () => ({}),
  evolve: (state, event) => {
    const d = event.data;
    switch (event.type) {
      case 'catalog.ScheduledFeedCreated':
        return { userId: d.userId, feed: createdFeed(event.data) };
      case 'catalog.ScheduledFeedUpdated': {
        if (!state.feed) return state;
        const feed = { ...state.feed } as Record<string, unknown>;
        for (const [field, change] of Object.entries(event.data.changes)) feed[field] = change.new;
        return { ...state, feed: { ...(feed as unknown as ScheduledFeed), next_run_at: event.data.nextRunAt, updated_at: event.data.updatedAt } };
      }
      case 'catalog.ScheduledFeedDeleted':
        return { userId: state.userId };
      case 'catalog.FeedRunStarted':
        return state.feed
          ? { ...state, feed: { ...state.feed, next_run_at: event.data.nextRunAt, last_run: { id: event.data.runId, started_at: event.data.startedAt, finished_at: null, status: 'RUNNING' } } }
          : state;
      case 'catalog.FeedRunFinished':
        return state.feed?.last_run?.id === event.data.runId
          ? { ...state, feed: { ...state.feed, last_run: { ...state.feed.last_run, ...event.data.outcome, finished_at: event.data.finishedAt } } }
          : state;
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateScheduledFeed': {
        if (state.feed) throw invalidParameter('scheduled_feed_id', `Scheduled feed ${command.feedId} already exists`);
        checkSettings(command.settings);
        const { environment, catalogId, userId, feedId, settings, now } = command;
        return [{ type: 'catalog.ScheduledFeedCreated', data: { environment, catalogId, userId, feedId, settings, nextRunAt: nextRunAt(settings, now), createdAt: now } }];
      }
      case 'UpdateScheduledFeed': {
        const feed = ownFeed(state, command);
        checkSettings(command.settings);
        const changes: Record<string, { old: unknown; new: unknown }> = {};
        for (const [field, value] of Object.entries(command.settings) as Array<[keyof FeedSettings, unknown]>) {
          if (value !== undefined && value !== feed[field]) changes[field] = { old: feed[field], new: value };
        }
        if (Object.keys(changes).length === 0) return [];
        const { environment, catalogId, userId, feedId, now } = command;
        const next = nextRunAt({ ...feed, ...Object.fromEntries(Object.entries(changes).map(([k, c]) => [k, c.new])) } as FeedSettings, now);
        return [{ type: 'catalog.ScheduledFeedUpdated', data: { environment, catalogId, userId, feedId, changes, nextRunAt: next, updatedAt: now } }];
      }
      case 'DeleteScheduledFeed': {
        ownFeed(state, command);
        const { environment, catalogId, userId, feedId, now } = command;
        return [{ type: 'catalog.ScheduledFeedDeleted', data: { environment, catalogId, userId, feedId, deletedAt: now } }];
      }
      case 'StartFeedRun': {
        const feed = state.feed;
        if (!feed || Date.parse(feed.next_run_at) > Date.parse(command.now)) return [];
        const base = { environment: command.environment, catalogId: feed.product_catalog_id, userId: state.userId!, feedId: feed.id };
        const events: ScheduledFeedEvent[] = [];
        const running = feed.last_run?.status === 'RUNNING' ? feed.last_run : undefined;
        if (running) {
          if (Date.parse(command.now) - Date.parse(running.started_at) < RUN_TIMEOUT_MS) return [];
          events.push({
            type: 'catalog.FeedRunFinished',
            data: { ...base, runId: running.id, outcome: failed('the run was cut short (the server stopped before it finished)'), finishedAt: command.now },
          });
        }
        // the run after this one: the next time past now (runs missed while the server was down are not caught up)
        const after = nextRunAt(feed, new Date(Date.parse(command.now) + 1).toISOString());
        events.push({ type: 'catalog.FeedRunStarted', data: { ...base, runId: command.runId, startedAt: command.now, nextRunAt: after } });
        return events;
      }
      case 'FinishFeedRun': {
        const feed = state.feed;
        if (!feed || feed.last_run?.id !== command.runId || feed.last_run.status !== 'RUNNING') return [];
        const base = { environment: command.environment, catalogId: feed.product_catalog_id, userId: state.userId!, feedId: feed.id };
        return [{ type: 'catalog.FeedRunFinished', data: { ...base, runId: command.runId, outcome: command.outcome, finishedAt: command.now } }];
      }
    }
  },
};

export function failed(reason: string): FeedRunOutcome {
  return { status: 'FAILED', reason, rows: 0, created: 0, updated: 0, no_change: 0, errors: 0 };
}

/** The feed a creation makes (the decider's state and the read model alike). */
export function createdFeed(data: ScheduledFeedCreated['data']): ScheduledFeed {
  return {
    id: data.feedId,
    product_catalog_id: data.catalogId,
    ...data.settings,
    next_run_at: data.nextRunAt,
    last_run: null,
    created_at: data.createdAt,
    updated_at: data.createdAt,
  };
}

/** A feed as the API shows it. */
export function scheduledFeedView(feed: ScheduledFeed) {
  return { ...feed, deleted: false };
}
