import { nextRunAt, RUN_TIMEOUT_MS, type ScheduledFeedCommand, type ScheduledFeedEvent, scheduledFeedDecider } from './scheduled-feed';

const base = { environment: 'production' as const, catalogId: 'c1', userId: 'u1', feedId: 'f1' };
const settings = { feed_url: 'http://127.0.0.1/p.csv', feed_format: 'CSV' as const, frequency: 'DAILY' as const, repeat: 2, time_zone: 'UTC', start_time: '2026-11-20T06:00:00Z' };
const fold = (events: ScheduledFeedEvent[]) => events.reduce(scheduledFeedDecider.evolve, scheduledFeedDecider.initialState());
const decide = (command: ScheduledFeedCommand, events: ScheduledFeedEvent[]) => scheduledFeedDecider.decide(command, fold(events));

describe('a scheduled feed', () => {
  it('runs at start_time, then every repeat × frequency', () => {
    expect(nextRunAt(settings, '2026-11-19T00:00:00Z')).toBe('2026-11-20T06:00:00.000Z');
    expect(nextRunAt(settings, '2026-11-20T06:00:00Z')).toBe('2026-11-20T06:00:00.000Z');
    expect(nextRunAt(settings, '2026-11-20T06:00:01Z')).toBe('2026-11-22T06:00:00.000Z');
    expect(nextRunAt({ ...settings, frequency: 'HOURLY', repeat: 1 }, '2026-11-24T10:30:00Z')).toBe('2026-11-24T11:00:00.000Z');
  });

  it('starts a run once when due, and not while one runs', () => {
    const created = decide({ ...base, type: 'CreateScheduledFeed', settings, now: '2026-11-19T00:00:00Z' }, []);
    const start = { type: 'StartFeedRun' as const, environment: base.environment, feedId: 'f1', runId: 'r1', now: '2026-11-20T06:00:05Z' };
    expect(decide({ ...start, now: '2026-11-20T05:59:59Z' }, created)).toEqual([]);
    const started = decide(start, created);
    expect(started).toEqual([{ type: 'catalog.FeedRunStarted', data: { ...base, runId: 'r1', startedAt: start.now, nextRunAt: '2026-11-22T06:00:00.000Z' } }]);
    // another replica, a moment later: not due any more
    expect(decide({ ...start, runId: 'r2' }, [...created, ...started])).toEqual([]);
  });

  it('ends a run cut short as failed when the next one starts', () => {
    const created = decide({ ...base, type: 'CreateScheduledFeed', settings: { ...settings, frequency: 'HOURLY', repeat: 1 }, now: '2026-11-19T00:00:00Z' }, []);
    const started = decide({ type: 'StartFeedRun', environment: base.environment, feedId: 'f1', runId: 'r1', now: '2026-11-20T06:00:00Z' }, created);
    const later = new Date(Date.parse('2026-11-20T07:00:00Z') + RUN_TIMEOUT_MS).toISOString();
    const events = decide({ type: 'StartFeedRun', environment: base.environment, feedId: 'f1', runId: 'r2', now: later }, [...created, ...started]);
    expect(events.map((e) => e.type)).toEqual(['catalog.FeedRunFinished', 'catalog.FeedRunStarted']);
    expect(events[0].data).toMatchObject({ runId: 'r1', outcome: { status: 'FAILED', reason: expect.stringContaining('cut short') } });
  });

  it('refuses a time zone that does not exist and a URL that is not http(s)', () => {
    expect(() => decide({ ...base, type: 'CreateScheduledFeed', settings: { ...settings, time_zone: 'Mars/Olympus' }, now: settings.start_time }, [])).toThrow(/time_zone/);
    expect(() => decide({ ...base, type: 'CreateScheduledFeed', settings: { ...settings, feed_url: 'file:///etc/passwd' }, now: settings.start_time }, [])).toThrow(/feed_url/);
  });
});
