import { type Decider, type DomainEvent, type Environment, invalidParameter, lifecycleNames, type LifecycleState, missingParameter, notFound, streamKind } from '@platform/ddd';
import { type FeedFrequency, isStartTime, isTimeZone, nextRunAt, repeatValues, settledSchedule } from './feed-schedule';

/**
 * A scheduled feed of a catalog: a CSV, TSV or XML file at a URL, fetched and
 * applied as one product batch at `start_time` in its `time_zone`, daily, on
 * a weekday or every few hours (feed-schedule.ts). Its stream (`catalog.ScheduledFeed-<env>-<feedId>`) decides
 * when a run may start (due, and no other running: two replicas cannot both
 * start it) and keeps every run's outcome.
 */
export const SCHEDULED_FEED_STREAM = 'catalog.ScheduledFeed';
export const scheduledFeedStreamId = (environment: Environment, feedId: string) => `${SCHEDULED_FEED_STREAM}-${environment}-${feedId}`;

export const FEED_FORMATS = ['CSV', 'TSV', 'XML'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];
export { FEED_FREQUENCIES, type FeedFrequency } from './feed-schedule';
/** A run that has not finished after this long was cut short (the process stopped): the next start ends it as failed. */
export const RUN_TIMEOUT_MS = 15 * 60_000;
export const MAX_FEED_URL = 2048;

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
  /** WEEKLY: the weekday; HOURLY: the hour step; DAILY: null. */
  repeat: string | null;
  time_zone: string;
  /** `HH:MM` in `time_zone`. */
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
/** What a request gives: POST every setting but `repeat` (DAILY), PUT any. */
export type GivenSettings = { [K in keyof FeedSettings]?: FeedSettings[K] | null };

type Base = { environment: Environment; catalogId: string; userId: string; feedId: string };
/**
 * `settings` as created since feeds follow the reference's schedule; events of
 * before hold an ISO `start_time` and a number in `repeat`, read through
 * `settledSchedule`.
 */
export type ScheduledFeedCreated = DomainEvent<'catalog.ScheduledFeedCreated', Base & { settings: FeedSettings; nextRunAt: string; createdAt: string }>;
export type ScheduledFeedUpdated = DomainEvent<
  'catalog.ScheduledFeedUpdated',
  Base & { changes: Record<string, { old: unknown; new: unknown }>; nextRunAt: string; updatedAt: string }
>;
export type ScheduledFeedDeleted = DomainEvent<'catalog.ScheduledFeedDeleted', Base & { deletedAt: string }>;
export type FeedRunStarted = DomainEvent<'catalog.FeedRunStarted', Base & { runId: string; startedAt: string; nextRunAt: string }>;
export type FeedRunFinished = DomainEvent<'catalog.FeedRunFinished', Base & { runId: string; outcome: FeedRunOutcome; finishedAt: string }>;
export type ScheduledFeedEvent = ScheduledFeedCreated | ScheduledFeedUpdated | ScheduledFeedDeleted | FeedRunStarted | FeedRunFinished;

/** A feed's command, as the kit sends it: the feed's id, its catalog (its owner) and the catalog's user. */
type FeedCommandBase = { environment: Environment; catalogId: string; userId: string; id: string; now: string };
export type CreateScheduledFeed = FeedCommandBase & { type: 'CreateScheduledFeed'; settings: GivenSettings };
export type UpdateScheduledFeed = FeedCommandBase & { type: 'UpdateScheduledFeed'; settings: GivenSettings };
export type DeleteScheduledFeed = FeedCommandBase & { type: 'DeleteScheduledFeed' };
export type ScheduledFeedCommand =
  | CreateScheduledFeed
  | UpdateScheduledFeed
  | DeleteScheduledFeed
  | { type: 'StartFeedRun'; environment: Environment; feedId: string; runId: string; now: string }
  | { type: 'FinishFeedRun'; environment: Environment; feedId: string; runId: string; outcome: FeedRunOutcome; now: string };

export const feedNotFound = (feedId: string) => notFound(`Scheduled feed ${feedId} was not found`, 'scheduled_feed_id');

/**
 * A feed's lifecycle, named: an entity of its catalog on a stream of its own,
 * whose decider also starts and finishes its runs; its created event holds
 * the settings it was created with, read in today's terms (`createdFeed`).
 */
export const scheduledFeedLifecycle = lifecycleNames<ScheduledFeed, CreateScheduledFeed, UpdateScheduledFeed, DeleteScheduledFeed>(SCHEDULED_FEED_STREAM, {
  label: 'Scheduled feed',
  owner: 'catalogId',
  dataKeys: { id: 'feedId' },
  notFound: feedNotFound,
  createdData: { read: (data) => createdFeed(data as ScheduledFeedCreated['data']) },
});

/** The feed of a feed's stream, with its catalog. */
export const feedIn = (state: ScheduledFeedState): LifecycleState<ScheduledFeed> => ({ entity: state.feed, owner: state.feed?.product_catalog_id });

export { nextRunAt } from './feed-schedule';

const REQUIRED: ReadonlyArray<keyof FeedSettings> = ['feed_url', 'feed_format', 'frequency', 'start_time', 'time_zone'];

/**
 * The settings a feed has after a request: the feed's (none on a POST) with
 * what the request gives, judged whole. `repeat` goes with the frequency: a
 * weekday for WEEKLY, an hour step for HOURLY, none for DAILY (a change to
 * DAILY drops it; a change to the others needs one that fits).
 */
export function settle(given: GivenSettings, feed?: FeedSettings): FeedSettings {
  const merged: Record<string, unknown> = { ...feed };
  for (const [field, value] of Object.entries(given)) if (value !== undefined && value !== null && value !== '') merged[field] = value;
  for (const field of REQUIRED) if (merged[field] === undefined) throw missingParameter(field);
  const settings = merged as unknown as FeedSettings;
  const url = parseUrl(settings.feed_url);
  if (!url || !/^https?:$/.test(url.protocol)) throw invalidParameter('feed_url', 'feed_url must be an http(s) URL');
  if (settings.feed_url.length > MAX_FEED_URL) throw invalidParameter('feed_url', `feed_url must be at most ${MAX_FEED_URL} characters`);
  if (!FEED_FORMATS.includes(settings.feed_format)) throw invalidParameter('feed_format', `feed_format must be one of [${FEED_FORMATS.join(', ')}]`);
  if (!isStartTime(settings.start_time)) throw invalidParameter('start_time', `start_time must be a time of day HH:MM (00:00 to 23:59), got ${JSON.stringify(settings.start_time)}`);
  if (!isTimeZone(settings.time_zone)) throw invalidParameter('time_zone', `time_zone must be an IANA time zone name, got ${JSON.stringify(settings.time_zone)}`);
  const values = repeatValues(settings.frequency);
  const givenRepeat = given.repeat === undefined || given.repeat === null || given.repeat === '' ? undefined : String(given.repeat).toUpperCase();
  if (!values) {
    if (givenRepeat !== undefined) throw invalidParameter('repeat', 'A DAILY feed takes no repeat: repeat is for WEEKLY (a weekday) and HOURLY (an hour step) feeds');
    return { ...settings, repeat: null };
  }
  const repeat = givenRepeat ?? (feed?.frequency === settings.frequency ? feed.repeat : undefined);
  if (repeat === undefined || repeat === null) throw missingParameter('repeat', `"repeat" is a required parameter for a ${settings.frequency} feed`);
  if (!values.includes(repeat)) throw invalidParameter('repeat', `repeat of a ${settings.frequency} feed must be one of [${values.join(', ')}], got ${JSON.stringify(given.repeat ?? repeat)}`);
  return { ...settings, repeat };
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** The caller's live feed of this catalog, or not found. */
function ownFeed(state: ScheduledFeedState, command: FeedCommandBase): ScheduledFeed {
  if (!state.feed || state.userId !== command.userId || state.feed.product_catalog_id !== command.catalogId) throw feedNotFound(command.id);
  return state.feed;
}

/** A feed with an update's changes (events of before read in today's terms). */
export function updatedFeed<F extends ScheduledFeed>(feed: F, data: ScheduledFeedUpdated['data']): F {
  const changed = { ...feed } as Record<string, unknown>;
  for (const [field, change] of Object.entries(data.changes)) changed[field] = change.new;
  return settledSchedule({ ...(changed as unknown as F), next_run_at: data.nextRunAt, updated_at: data.updatedAt }, data.nextRunAt);
}

export const scheduledFeedDecider: Decider<ScheduledFeedState, ScheduledFeedCommand, ScheduledFeedEvent> = {
  initialState: () => ({}),
  evolve: (state, event) => {
    const d = event.data;
    switch (event.type) {
      case 'catalog.ScheduledFeedCreated':
        return { userId: d.userId, feed: createdFeed(event.data) };
      case 'catalog.ScheduledFeedUpdated':
        return state.feed ? { ...state, feed: updatedFeed(state.feed, event.data) } : state;
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
        if (state.feed) throw invalidParameter('scheduled_feed_id', `Scheduled feed ${command.id} already exists`);
        const settings = settle(command.settings);
        const { environment, catalogId, userId, id: feedId, now } = command;
        return [{ type: 'catalog.ScheduledFeedCreated', data: { environment, catalogId, userId, feedId, settings, nextRunAt: nextRunAt(settings, now), createdAt: now } }];
      }
      case 'UpdateScheduledFeed': {
        const feed = ownFeed(state, command);
        const settings = settle(command.settings, feed);
        const changes: Record<string, { old: unknown; new: unknown }> = {};
        for (const [field, value] of Object.entries(settings) as Array<[keyof FeedSettings, unknown]>) {
          if (value !== feed[field]) changes[field] = { old: feed[field], new: value };
        }
        if (Object.keys(changes).length === 0) return [];
        const { environment, catalogId, userId, id: feedId, now } = command;
        return [{ type: 'catalog.ScheduledFeedUpdated', data: { environment, catalogId, userId, feedId, changes, nextRunAt: nextRunAt(settings, now), updatedAt: now } }];
      }
      case 'DeleteScheduledFeed': {
        ownFeed(state, command);
        const { environment, catalogId, userId, id: feedId, now } = command;
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

/** The feed a creation makes (the decider's state and the read model alike; events of before read in today's terms). */
export function createdFeed(data: ScheduledFeedCreated['data']): ScheduledFeed {
  return settledSchedule(
    {
      id: data.feedId,
      product_catalog_id: data.catalogId,
      ...data.settings,
      next_run_at: data.nextRunAt,
      last_run: null,
      created_at: data.createdAt,
      updated_at: data.createdAt,
    },
    data.nextRunAt,
  );
}

/** A feed as the API shows it: the reference's members, in its order (when it runs and how runs went: `.../runs`). */
export function scheduledFeedView(feed: ScheduledFeed) {
  return {
    start_time: feed.start_time,
    product_catalog_id: feed.product_catalog_id,
    feed_url: feed.feed_url,
    feed_format: feed.feed_format,
    id: feed.id,
    created_at: feed.created_at,
    frequency: feed.frequency,
    repeat: feed.repeat,
    updated_at: feed.updated_at,
    time_zone: feed.time_zone,
  };
}

/** A scheduled feed: its commands stamped to the second. */
export const SCHEDULED_FEED = streamKind<ScheduledFeedState, ScheduledFeedCommand, ScheduledFeedEvent, [Environment, string]>(
  { type: SCHEDULED_FEED_STREAM, streamId: scheduledFeedStreamId, decider: scheduledFeedDecider, stamp: 'seconds' },
  {
    'catalog.ScheduledFeedCreated': 1, 'catalog.ScheduledFeedUpdated': 1, 'catalog.ScheduledFeedDeleted': 1,
    'catalog.FeedRunStarted': 1, 'catalog.FeedRunFinished': 1,
  },
);
