import type { ProjectEvent } from '@platform/ads-entity';
import type { ProductCatalogDeleted } from '../domain/product-catalog';
import { type FeedRunFinished, type FeedRunStarted, type ScheduledFeed, type ScheduledFeedUpdated, updatedFeed } from '../domain/scheduled-feed';

export const FEED_RUNS_TABLE = 'catalog.feed_runs';

/**
 * What the kit does not project of a feed: an update read in today's terms
 * (with its next run), its runs (catalog.feed_runs: every run's outcome; the
 * feed's last run) and the catalog's deletion, which takes the runs of its
 * feeds with the feeds.
 */
export const scheduledFeedChanges: Record<string, ProjectEvent<ScheduledFeed>> = {
  async 'catalog.ScheduledFeedUpdated'(event, sql, table) {
    const { data } = event as unknown as ScheduledFeedUpdated;
    // the feed with its changes, as the decider folds them (a change of before read in today's terms)
    const feed = await table.getWithin(sql, data.environment, data.catalogId, data.feedId);
    if (feed) await table.patch(sql, data.environment, data.feedId, updatedFeed(feed, data), data.catalogId);
  },
  async 'catalog.FeedRunStarted'(event, sql, table) {
    const { data } = event as unknown as FeedRunStarted;
    const run = { id: data.runId, started_at: data.startedAt, finished_at: null, status: 'RUNNING' };
    await table.patch(sql, data.environment, data.feedId, { next_run_at: data.nextRunAt, last_run: run }, data.catalogId);
    await sql.query(`INSERT INTO ${FEED_RUNS_TABLE} (environment, feed_id, id, seq, data) VALUES ($1, $2, $3, $4, $5::jsonb)`, [
      data.environment,
      data.feedId,
      data.runId,
      event.globalPosition,
      JSON.stringify(run),
    ]);
  },
  async 'catalog.FeedRunFinished'(event, sql, table) {
    const { data } = event as unknown as FeedRunFinished;
    const finished = { ...data.outcome, finished_at: data.finishedAt };
    await sql.query(`UPDATE ${FEED_RUNS_TABLE} SET data = data || $4::jsonb WHERE environment = $1 AND feed_id = $2 AND id = $3`, [
      data.environment,
      data.feedId,
      data.runId,
      JSON.stringify(finished),
    ]);
    await sql.query(
      `UPDATE ${table.spec.table} SET data = jsonb_set(data, '{last_run}', data->'last_run' || $3::jsonb)
        WHERE environment = $1 AND id = $2 AND data->'last_run'->>'id' = $4`,
      [data.environment, data.feedId, JSON.stringify(finished), data.runId],
    );
  },
  async 'catalog.ProductCatalogDeleted'(event, sql, table) {
    const { environment, catalogId } = (event as unknown as ProductCatalogDeleted).data;
    await sql.query(
      `DELETE FROM ${FEED_RUNS_TABLE} r USING ${table.spec.table} f
        WHERE f.environment = $1 AND f.catalog_id = $2 AND r.environment = f.environment AND r.feed_id = f.id`,
      [environment, catalogId],
    );
    await table.removeOwned(sql, environment, catalogId);
  },
};
