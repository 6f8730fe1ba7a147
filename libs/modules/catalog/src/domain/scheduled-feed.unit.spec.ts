import { nextRunAt, settledSchedule } from './feed-schedule';
import { type ProductCatalogEvent, userCatalogDecider } from './product-catalog';
import { createdFeed, RUN_TIMEOUT_MS, type ScheduledFeedCommand, type ScheduledFeedEvent, scheduledFeedDecider, scheduledFeedView } from './scheduled-feed';

const base = { environment: 'production' as const, catalogId: 'c1', userId: 'u1', feedId: 'f1' };
const feed = { environment: base.environment, catalogId: base.catalogId, userId: base.userId, id: base.feedId };
const settings = { feed_url: 'http://127.0.0.1/p.csv', feed_format: 'CSV' as const, frequency: 'DAILY' as const, repeat: null, time_zone: 'UTC', start_time: '06:00' };
const fold = (events: ScheduledFeedEvent[]) => events.reduce(scheduledFeedDecider.evolve, scheduledFeedDecider.initialState());
const decide = (command: ScheduledFeedCommand, events: ScheduledFeedEvent[]) => scheduledFeedDecider.decide(command, fold(events));
const create = (given: Record<string, unknown>, now = '2026-11-19T00:00:00Z') =>
  decide({ ...feed, type: 'CreateScheduledFeed', settings: given, now }, []) as ScheduledFeedEvent[];

describe('a scheduled feed', () => {
  it('runs daily at start_time on its time zone’s clock, across a daylight saving change', () => {
    const ny = { ...settings, time_zone: 'America/New_York', start_time: '01:30' };
    expect(nextRunAt(ny, '2026-10-31T12:00:00Z')).toBe('2026-11-01T05:30:00Z'); // EDT: UTC-4
    expect(nextRunAt(ny, '2026-11-01T05:30:01Z')).toBe('2026-11-02T06:30:00Z'); // EST: UTC-5
    expect(nextRunAt(settings, '2026-11-20T06:00:00Z')).toBe('2026-11-20T06:00:00Z');
  });

  it('runs weekly on the weekday repeat names, and hourly every repeat hours from start_time', () => {
    // 2026-11-21 is a Saturday
    expect(nextRunAt({ ...settings, frequency: 'WEEKLY', repeat: 'SATURDAY', time_zone: 'America/New_York', start_time: '01:30' }, '2026-11-19T00:00:00Z')).toBe(
      '2026-11-21T06:30:00Z',
    );
    const sixHours = { ...settings, frequency: 'HOURLY' as const, repeat: '6', start_time: '01:30' };
    expect(nextRunAt(sixHours, '2026-11-24T08:00:00Z')).toBe('2026-11-24T13:30:00Z');
    expect(nextRunAt(sixHours, '2026-11-24T20:00:00Z')).toBe('2026-11-25T01:30:00Z');
    expect(nextRunAt({ ...sixHours, time_zone: 'Asia/Kolkata' }, '2026-11-24T08:00:00Z')).toBe('2026-11-24T08:00:00Z'); // 13:30 IST
  });

  it('takes repeat as its frequency wants it: a weekday, an hour step, none for DAILY', () => {
    expect(create({ ...settings, frequency: 'WEEKLY', repeat: 'saturday' })[0].data).toMatchObject({ settings: { repeat: 'SATURDAY' } });
    expect(create({ ...settings, frequency: 'HOURLY', repeat: '12' })[0].data).toMatchObject({ settings: { repeat: '12' } });
    expect(() => create({ ...settings, frequency: 'WEEKLY' })).toThrow(expect.objectContaining({ code: 'MISSING_PARAMETER', parameter: 'repeat' }));
    expect(() => create({ ...settings, frequency: 'HOURLY', repeat: '5' })).toThrow(expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'repeat' }));
    expect(() => create({ ...settings, frequency: 'WEEKLY', repeat: '2' })).toThrow(expect.objectContaining({ parameter: 'repeat' }));
    expect(() => create({ ...settings, repeat: 'MONDAY' })).toThrow(expect.objectContaining({ parameter: 'repeat' }));
  });

  it('needs start_time as HH:MM and a known IANA time zone, and an http(s) URL', () => {
    for (const start_time of ['1:30', '24:00', '2026-11-20T06:00:00Z', '06:60']) {
      expect(() => create({ ...settings, start_time })).toThrow(expect.objectContaining({ parameter: 'start_time' }));
    }
    for (const time_zone of ['Mars/Olympus', '+02:00']) expect(() => create({ ...settings, time_zone })).toThrow(expect.objectContaining({ parameter: 'time_zone' }));
    expect(() => create({ ...settings, time_zone: undefined })).toThrow(expect.objectContaining({ code: 'MISSING_PARAMETER', parameter: 'time_zone' }));
    expect(() => create({ ...settings, feed_url: 'file:///etc/passwd' })).toThrow(/feed_url/);
  });

  it('on an update, drops repeat for DAILY and keeps what was not given', () => {
    const created = create({ ...settings, frequency: 'WEEKLY', repeat: 'MONDAY', time_zone: 'Europe/Paris' });
    const update = (given: Record<string, unknown>) => decide({ ...feed, type: 'UpdateScheduledFeed', settings: given, now: '2026-11-19T01:00:00Z' }, created);
    const [daily] = update({ frequency: 'DAILY' });
    expect(fold([...created, daily]).feed).toMatchObject({ frequency: 'DAILY', repeat: null, time_zone: 'Europe/Paris', start_time: '06:00' });
    expect(() => update({ frequency: 'HOURLY' })).toThrow(expect.objectContaining({ code: 'MISSING_PARAMETER', parameter: 'repeat' }));
    expect(update({ start_time: '06:00', repeat: 'MONDAY' })).toEqual([]);
  });

  it('answers the reference’s members only, in its order', () => {
    const [event] = create({ ...settings, feed_format: 'XML' });
    expect(Object.keys(scheduledFeedView(fold([event]).feed!))).toEqual([
      'start_time', 'product_catalog_id', 'feed_url', 'feed_format', 'id', 'created_at', 'frequency', 'repeat', 'updated_at', 'time_zone',
    ]);
  });

  it('reads a feed created before, with an ISO start_time and a numeric repeat, in today’s terms', () => {
    const legacy = { ...settings, frequency: 'WEEKLY', repeat: 2, time_zone: 'Europe/Paris', start_time: '2026-11-20T06:00:00Z' } as unknown as typeof settings;
    const feed = createdFeed({ ...base, settings: legacy, nextRunAt: '2026-11-20T06:00:00Z', createdAt: '2026-11-19T00:00:00Z' });
    expect(feed).toMatchObject({ start_time: '07:00', repeat: 'FRIDAY' });
    expect(settledSchedule({ frequency: 'HOURLY' as const, repeat: 5 as unknown, time_zone: 'UTC', start_time: '2026-11-20T06:15:00Z' })).toMatchObject({ repeat: '4', start_time: '06:15' });
    expect(settledSchedule({ frequency: 'DAILY' as const, repeat: 3 as unknown, time_zone: 'UTC', start_time: '2026-11-20T06:15:00Z' })).toMatchObject({ repeat: null });
  });

  it('starts a run once when due, and not while one runs', () => {
    const created = create(settings);
    const start = { type: 'StartFeedRun' as const, environment: base.environment, feedId: 'f1', runId: 'r1', now: '2026-11-19T06:00:05Z' };
    expect(decide({ ...start, now: '2026-11-19T05:59:59Z' }, created)).toEqual([]);
    const started = decide(start, created);
    expect(started).toEqual([{ type: 'catalog.FeedRunStarted', data: { ...base, runId: 'r1', startedAt: start.now, nextRunAt: '2026-11-20T06:00:00Z' } }]);
    // another replica, a moment later: not due any more
    expect(decide({ ...start, runId: 'r2' }, [...created, ...started])).toEqual([]);
  });

  it('ends a run cut short as failed when the next one starts', () => {
    const created = create({ ...settings, frequency: 'HOURLY', repeat: '1' });
    const started = decide({ type: 'StartFeedRun', environment: base.environment, feedId: 'f1', runId: 'r1', now: '2026-11-20T06:00:00Z' }, created);
    const later = new Date(Date.parse('2026-11-20T07:00:00Z') + RUN_TIMEOUT_MS).toISOString();
    const events = decide({ type: 'StartFeedRun', environment: base.environment, feedId: 'f1', runId: 'r2', now: later }, [...created, ...started]);
    expect(events.map((e) => e.type)).toEqual(['catalog.FeedRunFinished', 'catalog.FeedRunStarted']);
    expect(events[0].data).toMatchObject({ runId: 'r1', outcome: { status: 'FAILED', reason: expect.stringContaining('cut short') } });
  });
});

describe('the user’s one scheduled feed', () => {
  const owner = { environment: 'production' as const, userId: 'u1', catalogId: 'c1', now: '2026-11-19T00:00:00Z' };
  const catalog: ProductCatalogEvent[] = [{ type: 'catalog.ProductCatalogCreated', data: { ...owner, name: 'Shop', createdAt: owner.now } }];
  const state = (events: ProductCatalogEvent[]) => events.reduce(userCatalogDecider.evolve, userCatalogDecider.initialState());

  it('is claimed on the owner’s stream: a second feed is refused until the first is deleted', () => {
    const claimed = userCatalogDecider.decide({ ...owner, type: 'ClaimScheduledFeed', feedId: 'f1' }, state(catalog));
    expect(claimed).toEqual([{ type: 'catalog.ScheduledFeedClaimed', data: { environment: 'production', userId: 'u1', catalogId: 'c1', feedId: 'f1', claimedAt: owner.now } }]);
    expect(() => userCatalogDecider.decide({ ...owner, type: 'ClaimScheduledFeed', feedId: 'f2' }, state([...catalog, ...claimed]))).toThrow(
      expect.objectContaining({ code: 'INVALID_REQUEST', status: 400 }),
    );
    const released = userCatalogDecider.decide({ ...owner, type: 'ReleaseScheduledFeed', feedId: 'f1' }, state([...catalog, ...claimed]));
    expect(released.map((e) => e.type)).toEqual(['catalog.ScheduledFeedReleased']);
    expect(userCatalogDecider.decide({ ...owner, type: 'ClaimScheduledFeed', feedId: 'f2' }, state([...catalog, ...claimed, ...released]))).toHaveLength(1);
  });

  it('is not kept past the catalog, nor lost by a rename', () => {
    const claimed: ProductCatalogEvent[] = [...catalog, { type: 'catalog.ScheduledFeedClaimed', data: { ...owner, feedId: 'f1', claimedAt: owner.now } }];
    const renamed = state([...claimed, { type: 'catalog.ProductCatalogRenamed', data: { ...owner, changes: { name: { old: 'Shop', new: 'Store' } }, updatedAt: owner.now } }]);
    expect(renamed.feedId).toBe('f1');
    expect(() => userCatalogDecider.decide({ ...owner, type: 'ClaimScheduledFeed', feedId: 'f2' }, state(claimed))).toThrow();
    const deletion: ProductCatalogEvent = { type: 'catalog.ProductCatalogDeleted', data: { ...owner, deletedAt: owner.now } };
    expect(() => userCatalogDecider.decide({ ...owner, type: 'ClaimScheduledFeed', feedId: 'f2' }, state([...claimed, deletion]))).toThrow(/not found/);
    const recreated: ProductCatalogEvent = { type: 'catalog.ProductCatalogCreated', data: { ...owner, catalogId: 'c2', name: 'New', createdAt: owner.now } };
    expect(userCatalogDecider.decide({ ...owner, catalogId: 'c2', type: 'ClaimScheduledFeed', feedId: 'f2' }, state([...claimed, deletion, recreated]))).toHaveLength(1);
  });
});
