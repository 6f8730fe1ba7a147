import { fold } from '@platform/ddd';
import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type FeedRunOutcome, type ScheduledFeedCommand, scheduledFeedDecider } from '../domain/scheduled-feed';
import { catalog, catalogDeleted } from './catalog-spec-fixtures';
import { ScheduledFeed } from '../entities/scheduled-feed.entity';

const feed = { ...catalog, feedId: 'f-proj-spec', id: 'f-proj-spec' };
const settings = { feed_url: 'https://shop.example/feed.csv', feed_format: 'CSV' as const, frequency: 'DAILY' as const, time_zone: 'Europe/Paris', start_time: '06:00' };
const create: ScheduledFeedCommand = { ...feed, type: 'CreateScheduledFeed', settings, now: '2026-11-19T00:00:00Z' };
const start = (runId: string, now: string): ScheduledFeedCommand => ({ type: 'StartFeedRun', environment: feed.environment, feedId: feed.feedId, runId, now });
const outcome: FeedRunOutcome = { status: 'SUCCESS', reason: null, rows: 3, created: 2, updated: 1, no_change: 0, errors: 0 };
const finish = (runId: string, now: string): ScheduledFeedCommand => ({ type: 'FinishFeedRun', environment: feed.environment, feedId: feed.feedId, runId, outcome, now });

describe('the scheduled feeds projection (the kit’s, under a catalog, with the runs)', () => {
  const db = testDatabase();
  const feeds = (events: Array<{ type: string; data: unknown }>) =>
    projectionSpec(ScheduledFeed.projection, db())
      .given(events)
      .thenRows<{ catalog_id: string; next_run_at: string; data: Record<string, unknown> }>(
        `SELECT catalog_id, next_run_at, data FROM catalog.scheduled_feeds WHERE environment = $1 AND id = $2`,
        [feed.environment, feed.feedId],
      );
  const runs = (events: Array<{ type: string; data: unknown }>) =>
    projectionSpec(ScheduledFeed.projection, db())
      .given(events)
      .thenRows<{ id: string; data: Record<string, unknown> }>(`SELECT id, data FROM catalog.feed_runs WHERE environment = $1 AND feed_id = $2 ORDER BY seq`, [
        feed.environment,
        feed.feedId,
      ]);

  it('keeps the feed as the stream holds it, due at its next run', async () => {
    const events = historyOf(scheduledFeedDecider, [create]);
    const [row] = await feeds(events);
    expect(row.data).toEqual(fold(scheduledFeedDecider, events).feed);
    // 06:00 in Paris in November is 05:00 UTC
    expect(row).toMatchObject({ catalog_id: catalog.catalogId, next_run_at: '2026-11-19T05:00:00Z' });
  });

  it('applies a change as the stream does, moving the next run', async () => {
    const events = historyOf(scheduledFeedDecider, [create, { ...feed, type: 'UpdateScheduledFeed', settings: { frequency: 'WEEKLY', repeat: 'MONDAY' }, now: '2026-11-19T01:00:00Z' }]);
    const [row] = await feeds(events);
    expect(row.data).toEqual(fold(scheduledFeedDecider, events).feed);
    expect(row.data).toMatchObject({ frequency: 'WEEKLY', repeat: 'MONDAY', updated_at: '2026-11-19T01:00:00Z' });
    expect(row.next_run_at).toBe('2026-11-23T05:00:00Z');
  });

  it('records each run, RUNNING then its outcome, on the feed’s last run and in the runs', async () => {
    const started = historyOf(scheduledFeedDecider, [create, start('r1', '2026-11-19T05:00:10Z')]);
    expect((await feeds(started))[0].data).toMatchObject({ last_run: { id: 'r1', status: 'RUNNING', started_at: '2026-11-19T05:00:10Z', finished_at: null } });
    expect((await feeds(started))[0].next_run_at).toBe('2026-11-20T05:00:00Z');
    const finished = historyOf(scheduledFeedDecider, [create, start('r1', '2026-11-19T05:00:10Z'), finish('r1', '2026-11-19T05:01:00Z')]);
    const [row] = await feeds(finished);
    expect(row.data.last_run).toEqual({ id: 'r1', started_at: '2026-11-19T05:00:10Z', ...outcome, finished_at: '2026-11-19T05:01:00Z' });
    expect(row.data).toEqual(fold(scheduledFeedDecider, finished).feed);
    expect(await runs(finished)).toEqual([{ id: 'r1', data: row.data.last_run }]);
  });

  it('ends a run cut short as failed in the runs when the next one starts', async () => {
    const events = historyOf(scheduledFeedDecider, [create, start('r1', '2026-11-19T05:00:10Z'), start('r2', '2026-11-20T05:00:00Z')]);
    expect(await runs(events)).toEqual([
      { id: 'r1', data: expect.objectContaining({ status: 'FAILED', finished_at: '2026-11-20T05:00:00Z', reason: expect.stringContaining('cut short') }) },
      { id: 'r2', data: expect.objectContaining({ status: 'RUNNING' }) },
    ]);
    expect((await feeds(events))[0].data.last_run).toMatchObject({ id: 'r2', status: 'RUNNING' });
  });

  it('drops a deleted feed, and the feeds and runs of a deleted catalog', async () => {
    expect(await feeds(historyOf(scheduledFeedDecider, [create, { ...feed, type: 'DeleteScheduledFeed', now: '2026-11-19T02:00:00Z' }]))).toEqual([]);
    const ran = historyOf(scheduledFeedDecider, [create, start('r1', '2026-11-19T05:00:10Z')]);
    expect(await feeds([...ran, catalogDeleted])).toEqual([]);
    expect(await runs([...ran, catalogDeleted])).toEqual([]);
  });
});
