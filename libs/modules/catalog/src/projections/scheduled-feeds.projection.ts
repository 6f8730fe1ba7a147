import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { ProductCatalogDeleted } from '../domain/product-catalog';
import { createdFeed, type ScheduledFeed, type ScheduledFeedEvent, updatedFeed } from '../domain/scheduled-feed';

/**
 * catalog.scheduled_feeds and catalog.feed_runs: each catalog's feeds (the
 * whole feed: its next run and last run too; the API shows the view) and
 * every run's outcome.
 */
export const scheduledFeedsProjection: InlineProjection = {
  name: 'catalog.scheduled_feeds',
  tables: ['catalog.scheduled_feeds', 'catalog.feed_runs'],
  handles: [
    'catalog.ScheduledFeedCreated',
    'catalog.ScheduledFeedUpdated',
    'catalog.ScheduledFeedDeleted',
    'catalog.FeedRunStarted',
    'catalog.FeedRunFinished',
    'catalog.ProductCatalogDeleted',
  ],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as ScheduledFeedEvent | ProductCatalogDeleted;
    const { environment } = e.data;
    const patch = (feedId: string, members: object, nextRunAt?: string) =>
      sql.query(
        `UPDATE catalog.scheduled_feeds SET data = data || $3::jsonb, next_run_at = coalesce($4, next_run_at) WHERE environment = $1 AND id = $2`,
        [environment, feedId, JSON.stringify(members), nextRunAt ?? null],
      );
    switch (e.type) {
      case 'catalog.ScheduledFeedCreated': {
        const d = e.data;
        const view = createdFeed(d);
        await sql.query(
          `INSERT INTO catalog.scheduled_feeds (environment, catalog_id, id, next_run_at, seq, data) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
          [environment, d.catalogId, d.feedId, d.nextRunAt, event.globalPosition, JSON.stringify(view)],
        );
        break;
      }
      case 'catalog.ScheduledFeedUpdated': {
        // the feed with its changes, as the decider folds them (a change of before read in today's terms)
        const { rows } = await sql.query<{ data: ScheduledFeed }>(`SELECT data FROM catalog.scheduled_feeds WHERE environment = $1 AND id = $2`, [environment, e.data.feedId]);
        if (rows.length === 0) break;
        await patch(e.data.feedId, updatedFeed(rows[0].data, e.data), e.data.nextRunAt);
        break;
      }
      case 'catalog.ScheduledFeedDeleted':
        await sql.query(`DELETE FROM catalog.scheduled_feeds WHERE environment = $1 AND id = $2`, [environment, e.data.feedId]);
        break;
      case 'catalog.FeedRunStarted': {
        const run = { id: e.data.runId, started_at: e.data.startedAt, finished_at: null, status: 'RUNNING' };
        await patch(e.data.feedId, { next_run_at: e.data.nextRunAt, last_run: run }, e.data.nextRunAt);
        await sql.query(`INSERT INTO catalog.feed_runs (environment, feed_id, id, seq, data) VALUES ($1, $2, $3, $4, $5::jsonb)`, [
          environment,
          e.data.feedId,
          e.data.runId,
          event.globalPosition,
          JSON.stringify(run),
        ]);
        break;
      }
      case 'catalog.FeedRunFinished': {
        const finished = { ...e.data.outcome, finished_at: e.data.finishedAt };
        await sql.query(
          `UPDATE catalog.feed_runs SET data = data || $4::jsonb WHERE environment = $1 AND feed_id = $2 AND id = $3`,
          [environment, e.data.feedId, e.data.runId, JSON.stringify(finished)],
        );
        await sql.query(
          `UPDATE catalog.scheduled_feeds SET data = jsonb_set(data, '{last_run}', data->'last_run' || $3::jsonb)
            WHERE environment = $1 AND id = $2 AND data->'last_run'->>'id' = $4`,
          [environment, e.data.feedId, JSON.stringify(finished), e.data.runId],
        );
        break;
      }
      case 'catalog.ProductCatalogDeleted':
        await sql.query(
          `DELETE FROM catalog.feed_runs r USING catalog.scheduled_feeds f
            WHERE f.environment = $1 AND f.catalog_id = $2 AND r.environment = f.environment AND r.feed_id = f.id`,
          [environment, e.data.catalogId],
        );
        await sql.query(`DELETE FROM catalog.scheduled_feeds WHERE environment = $1 AND catalog_id = $2`, [environment, e.data.catalogId]);
        break;
    }
  },
};
