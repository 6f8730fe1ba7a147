import { deciderSpec } from '@platform/testing';
import { accountStatsJobsDecider, type StatsJobRequest, statsJobDecider } from './stats-job';

const now = '2026-05-01T00:00:00Z';
const later = '2026-05-01T00:00:05Z';

describe("an account's unfinished stats jobs", () => {
  const spec = deciderSpec(accountStatsJobsDecider);
  const claim = (jobId: string, limit = 2) => ({ type: 'ClaimStatsJob' as const, accountId: 'acc', jobId, limit, now });
  const claimed = (jobId: string) => ({ type: 'analytics.StatsJobClaimed' as const, data: { accountId: 'acc', jobId, claimedAt: now } });
  const released = (jobId: string) => ({ type: 'analytics.StatsJobReleased' as const, data: { accountId: 'acc', jobId, releasedAt: now } });

  it('claims places up to the limit, and refuses one more with TOO_MANY_REQUESTS', () => {
    spec.given([claimed('1')]).when(claim('2')).then([claimed('2')]);
    spec.given([claimed('1'), claimed('2')]).when(claim('3')).thenThrows({ kind: 'too_many_requests', code: 'TOO_MANY_REQUESTS', status: 429, limit: 2 });
    spec.given([claimed('1'), claimed('2')]).when(claim('2')).then([]);
  });

  it('frees a place when a job ends; releasing one not held records nothing', () => {
    spec.given([claimed('1'), claimed('2')]).when({ type: 'ReleaseStatsJob', accountId: 'acc', jobId: '1', now }).then([released('1')]);
    spec.given([claimed('1'), claimed('2'), released('1')]).when(claim('3')).then([claimed('3')]);
    spec.given([claimed('1'), released('1')]).when({ type: 'ReleaseStatsJob', accountId: 'acc', jobId: '1', now }).then([]);
  });
});

describe('a stats job', () => {
  const spec = deciderSpec(statsJobDecider);
  const request: StatsJobRequest = {
    environment: 'production',
    accountId: 'acc',
    timezone: 'UTC',
    entity: 'LINE_ITEM',
    entityIds: ['li'],
    startTime: '2026-04-01T00:00:00Z',
    endTime: '2026-04-02T00:00:00Z',
    granularity: 'TOTAL',
    placement: 'ALL_ON_PLATFORM',
    metricGroups: ['ENGAGEMENT'],
    segmentationType: null,
    country: null,
    platform: null,
    fileBase: 'http://localhost:3000',
  };
  const about = { jobId: '7', accountId: 'acc', environment: 'production' };
  const created = { type: 'analytics.StatsJobCreated' as const, data: { jobId: '7', token: 't', request, createdAt: now } };
  const started = { type: 'analytics.StatsJobStarted' as const, data: { ...about, startedAt: now } };
  const succeeded = { type: 'analytics.StatsJobSucceeded' as const, data: { ...about, url: 'u', expiresAt: '2026-05-03T00:00:05Z', succeededAt: later } };
  const cancelled = { type: 'analytics.StatsJobCancelled' as const, data: { ...about, cancelledAt: later } };

  it('goes QUEUED, PROCESSING, then SUCCESS or FAILED, each once', () => {
    spec.given([]).when({ type: 'CreateStatsJob', jobId: '7', token: 't', request, now }).then([created]);
    spec.given([created]).when({ type: 'StartStatsJob', now }).then([started]);
    spec.given([created, started]).when({ type: 'StartStatsJob', now }).then([]);
    spec.given([created]).when({ type: 'SucceedStatsJob', url: 'u', expiresAt: '2026-05-03T00:00:05Z', now: later }).then([]);
    spec.given([created, started]).when({ type: 'SucceedStatsJob', url: 'u', expiresAt: '2026-05-03T00:00:05Z', now: later }).then([succeeded]);
    spec.given([created, started]).when({ type: 'FailStatsJob', reason: 'r', now: later }).then([{ type: 'analytics.StatsJobFailed', data: { ...about, reason: 'r', failedAt: later } }]);
    spec.given([created, started, succeeded]).when({ type: 'FailStatsJob', reason: 'r', now: later }).then([]);
  });

  it('is cancelled while unfinished; a finished or cancelled one stays as it is', () => {
    spec.given([created]).when({ type: 'CancelStatsJob', now: later }).then([cancelled]);
    spec.given([created, started]).when({ type: 'CancelStatsJob', now: later }).then([cancelled]);
    spec.given([created, started, succeeded]).when({ type: 'CancelStatsJob', now: later }).then([]);
    spec.given([created, cancelled]).when({ type: 'StartStatsJob', now: later }).then([]);
  });
});
