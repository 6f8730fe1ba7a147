import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Environment, numericId } from '@platform/ddd';
import { EventStore, Sweeper } from '@platform/event-store';
import type { ItemOutcome } from '../../domain/catalog-products';
import { ScheduledFeed } from '../../entities/scheduled-feed.entity';
import { failed, type FeedRunOutcome, SCHEDULED_FEED } from '../../domain/scheduled-feed';
import { ApplyProductsCommand } from '../shared/apply-products.command';
import { FEED_MAX_ROWS, FeedFailure, feedRows, fetchFeed } from './feed-file';

/**
 * Runs scheduled feeds at their time: every CATALOG_FEED_POLL_MS it looks for
 * due feeds, starts each run on the feed's stream (where a run is decided:
 * due, and not started by another replica), fetches and parses the file and
 * applies its rows as one product batch with the API's rules and statuses,
 * then records the outcome. A bad feed is a failed run with its reason.
 */
@Injectable()
export class FeedRunner extends Sweeper {
  constructor(
    private readonly store: EventStore,
    private readonly commands: CommandBus,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.settings.CATALOG_FEED_POLL_MS;
  }

  /** Every feed due now, one after the other. */
  async sweep(): Promise<void> {
    // next_run_at: ISO 8601 UTC to the second, whose text sorts as its time
    const due = (await this.db.query(
      `SELECT environment, id FROM ${ScheduledFeed.table.spec.table}
        WHERE next_run_at <= to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') ORDER BY next_run_at LIMIT 20`,
    )) as Array<{ environment: Environment; id: string }>;
    await this.stepThrough(
      due,
      (feed) => [feed.environment, feed.id],
      (feed) => this.run(feed.environment, feed.id),
    );
  }

  private async run(environment: Environment, feedId: string): Promise<void> {
    const streamId = SCHEDULED_FEED.streamId(environment, feedId);
    const runId = numericId();
    const started = await this.store.decide(SCHEDULED_FEED, streamId, { type: 'StartFeedRun', environment, feedId, runId });
    const feed = started.state.feed;
    if (!feed || feed.last_run?.id !== runId || !started.state.userId) return; // not due, or another replica's
    let outcome: FeedRunOutcome;
    try {
      const rows = feedRows(await fetchFeed(feed.feed_url, this.settings.CATALOG_FEED_ALLOWED_HOSTS), feed.feed_format);
      const outcomes = await this.commands.execute<ApplyProductsCommand, ItemOutcome[]>(
        new ApplyProductsCommand(environment, started.state.userId, feed.product_catalog_id, rows, FEED_MAX_ROWS),
      );
      const count = (status: string) => outcomes.filter((o) => o.status === status).length;
      outcome = {
        status: 'SUCCESS',
        reason: null,
        rows: rows.length,
        created: count('CREATE_SUCCESS'),
        updated: count('UPDATE_SUCCESS'),
        no_change: count('NO_CHANGE'),
        errors: count('ERROR'),
      };
    } catch (error) {
      if (!(error instanceof FeedFailure)) this.logger.warn({ err: error, feedId }, 'scheduled feed run failed');
      outcome = failed(error instanceof FeedFailure ? error.message : `the feed could not be applied: ${(error as Error).message}`);
    }
    await this.store.decide(SCHEDULED_FEED, streamId, { type: 'FinishFeedRun', environment, feedId, runId, outcome });
  }
}
