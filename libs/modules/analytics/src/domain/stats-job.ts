import { type DomainEvent, DomainError, streamKind } from '@platform/ddd';

/**
 * Asynchronous stats jobs (analytics.mdx, "Asynchronous Analytics"): each job
 * is a stream of its own (QUEUED → PROCESSING → SUCCESS | FAILED, or
 * CANCELLED), and the account's limit on unfinished jobs is a set rule on the
 * account's jobs stream, claimed in the same append as the job's creation and
 * released with its end. Pure.
 */

export const JOB_LIMIT = 100;
/** How long a finished job's file may be downloaded (the example: `expires_at` two days after `updated_at`). */
export const FILE_LIFETIME_MS = 48 * 3_600_000;

/** Whether a string can be a job's id: a positive bigint (19 digits at most, and no more than PostgreSQL's bigint holds). */
export const isJobId = (id: string): boolean => /^\d{1,19}$/.test(id) && BigInt(id) <= 9_223_372_036_854_775_807n;

export type StatsJobStatus = 'QUEUED' | 'PROCESSING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
export const SEGMENTATION_TYPES = ['AGE', 'GENDER', 'PLATFORMS', 'METROS', 'CONVERSION_TAGS'] as const;
export type SegmentationType = (typeof SEGMENTATION_TYPES)[number];

/** What a job reports on, as it was asked (times ISO UTC, names neutral). */
export interface StatsJobRequest {
  environment: string;
  accountId: string;
  timezone: string;
  entity: string;
  entityIds: string[];
  startTime: string;
  endTime: string;
  granularity: string;
  placement: string;
  metricGroups: string[];
  segmentationType: SegmentationType | null;
  country: string | null;
  platform: string | null;
  /** Where its file's url points: the public base of the listener it was asked on. */
  fileBase: string;
}

export interface StatsJob extends StatsJobRequest {
  jobId: string;
  /** The file's secret, in its url. */
  token: string;
  status: StatsJobStatus;
  url: string | null;
  expiresAt: string | null;
  reason: string | null;
  createdAt: string;
  updatedAt: string;
}

export type StatsJobCreated = DomainEvent<'analytics.StatsJobCreated', { jobId: string; token: string; request: StatsJobRequest; createdAt: string }>;
export type StatsJobStarted = DomainEvent<'analytics.StatsJobStarted', { jobId: string; accountId: string; environment: string; startedAt: string }>;
export type StatsJobSucceeded = DomainEvent<
  'analytics.StatsJobSucceeded',
  { jobId: string; accountId: string; environment: string; url: string; expiresAt: string; succeededAt: string }
>;
export type StatsJobFailed = DomainEvent<'analytics.StatsJobFailed', { jobId: string; accountId: string; environment: string; reason: string; failedAt: string }>;
export type StatsJobCancelled = DomainEvent<'analytics.StatsJobCancelled', { jobId: string; accountId: string; environment: string; cancelledAt: string }>;
export type StatsJobEvent = StatsJobCreated | StatsJobStarted | StatsJobSucceeded | StatsJobFailed | StatsJobCancelled;

export type StatsJobCommand =
  | { type: 'CreateStatsJob'; jobId: string; token: string; request: StatsJobRequest; now: string }
  | { type: 'StartStatsJob'; now: string }
  | { type: 'SucceedStatsJob'; url: string; expiresAt: string; now: string }
  | { type: 'FailStatsJob'; reason: string; now: string }
  | { type: 'CancelStatsJob'; now: string };

export interface StatsJobState {
  job?: StatsJob;
}

/** Whether a job still holds one of the account's places (it is not finished). */
export const isUnfinished = (status: StatsJobStatus): boolean => status === 'QUEUED' || status === 'PROCESSING';

export const statsJobDecider = {
  initialState: (): StatsJobState => ({}),
  evolve: (state: StatsJobState, event: StatsJobEvent): StatsJobState => {
    if (event.type === 'analytics.StatsJobCreated') {
      const { jobId, token, request, createdAt } = event.data;
      return { job: { ...request, jobId, token, status: 'QUEUED', url: null, expiresAt: null, reason: null, createdAt, updatedAt: createdAt } };
    }
    const job = state.job;
    if (!job) return state;
    switch (event.type) {
      case 'analytics.StatsJobStarted':
        return { job: { ...job, status: 'PROCESSING', updatedAt: event.data.startedAt } };
      case 'analytics.StatsJobSucceeded':
        return { job: { ...job, status: 'SUCCESS', url: event.data.url, expiresAt: event.data.expiresAt, updatedAt: event.data.succeededAt } };
      case 'analytics.StatsJobFailed':
        return { job: { ...job, status: 'FAILED', reason: event.data.reason, updatedAt: event.data.failedAt } };
      case 'analytics.StatsJobCancelled':
        return { job: { ...job, status: 'CANCELLED', updatedAt: event.data.cancelledAt } };
      default:
        return state;
    }
  },
  decide: (command: StatsJobCommand, state: StatsJobState): StatsJobEvent[] => {
    const { now } = command;
    if (command.type === 'CreateStatsJob') {
      if (state.job) return [];
      return [{ type: 'analytics.StatsJobCreated', data: { jobId: command.jobId, token: command.token, request: command.request, createdAt: now } }];
    }
    const job = state.job;
    if (!job) return [];
    const about = { jobId: job.jobId, accountId: job.accountId, environment: job.environment };
    switch (command.type) {
      case 'StartStatsJob':
        return job.status === 'QUEUED' ? [{ type: 'analytics.StatsJobStarted', data: { ...about, startedAt: now } }] : [];
      case 'SucceedStatsJob':
        return job.status === 'PROCESSING' ? [{ type: 'analytics.StatsJobSucceeded', data: { ...about, url: command.url, expiresAt: command.expiresAt, succeededAt: now } }] : [];
      case 'FailStatsJob':
        return isUnfinished(job.status) ? [{ type: 'analytics.StatsJobFailed', data: { ...about, reason: command.reason, failedAt: now } }] : [];
      case 'CancelStatsJob':
        // a finished job stays as it is
        return isUnfinished(job.status) ? [{ type: 'analytics.StatsJobCancelled', data: { ...about, cancelledAt: now } }] : [];
      default:
        return [];
    }
  },
};

export const STATS_JOB = streamKind<StatsJobState, StatsJobCommand, StatsJobEvent, [string, string]>(
  {
    type: 'analytics.StatsJob',
    streamId: (environment: string, jobId: string) => `analytics.StatsJob-${environment}-${jobId}`,
    decider: statsJobDecider,
    stamp: 'seconds',
  },
  {
    'analytics.StatsJobCreated': 1,
    'analytics.StatsJobStarted': 1,
    'analytics.StatsJobSucceeded': 1,
    'analytics.StatsJobFailed': 1,
    'analytics.StatsJobCancelled': 1,
  },
);

// ---------------------------------------------------------------- the account's unfinished jobs

export type StatsJobClaimed = DomainEvent<'analytics.StatsJobClaimed', { accountId: string; jobId: string; claimedAt: string }>;
export type StatsJobReleased = DomainEvent<'analytics.StatsJobReleased', { accountId: string; jobId: string; releasedAt: string }>;
export type AccountStatsJobsEvent = StatsJobClaimed | StatsJobReleased;

export type AccountStatsJobsCommand =
  | { type: 'ClaimStatsJob'; accountId: string; jobId: string; limit: number; now: string }
  | { type: 'ReleaseStatsJob'; accountId: string; jobId: string; now: string };

export interface AccountStatsJobsState {
  /** The account's unfinished jobs. */
  unfinished: ReadonlySet<string>;
}

/** Refused job: the account has as many unfinished jobs as it may (analytics.mdx: rate limited by concurrent jobs). */
export class ConcurrentJobLimitReached extends DomainError {
  constructor(readonly limit: number) {
    super('too_many_requests', `An ad account may have at most ${limit} stats jobs queued or processing at a time; wait for one to finish or cancel one`);
  }
}

export const accountStatsJobsDecider = {
  initialState: (): AccountStatsJobsState => ({ unfinished: new Set() }),
  evolve: (state: AccountStatsJobsState, event: AccountStatsJobsEvent): AccountStatsJobsState => {
    const unfinished = new Set(state.unfinished);
    if (event.type === 'analytics.StatsJobClaimed') unfinished.add(event.data.jobId);
    else if (event.type === 'analytics.StatsJobReleased') unfinished.delete(event.data.jobId);
    return { unfinished };
  },
  decide: (command: AccountStatsJobsCommand, state: AccountStatsJobsState): AccountStatsJobsEvent[] => {
    const { accountId, jobId, now } = command;
    if (command.type === 'ReleaseStatsJob') {
      return state.unfinished.has(jobId) ? [{ type: 'analytics.StatsJobReleased', data: { accountId, jobId, releasedAt: now } }] : [];
    }
    if (state.unfinished.has(jobId)) return [];
    if (state.unfinished.size >= command.limit) throw new ConcurrentJobLimitReached(command.limit);
    return [{ type: 'analytics.StatsJobClaimed', data: { accountId, jobId, claimedAt: now } }];
  },
};

export const ACCOUNT_STATS_JOBS = streamKind<AccountStatsJobsState, AccountStatsJobsCommand, AccountStatsJobsEvent, [string, string]>(
  {
    type: 'analytics.AccountStatsJobs',
    streamId: (environment: string, accountId: string) => `analytics.AccountStatsJobs-${environment}-${accountId}`,
    decider: accountStatsJobsDecider,
    stamp: 'seconds',
  },
  { 'analytics.StatsJobClaimed': 1, 'analytics.StatsJobReleased': 1 },
);
