import { adsEntity } from '@platform/ads-entity';
import { settledSchedule } from '../domain/feed-schedule';
import { feedIn, type ScheduledFeed as Feed, scheduledFeedDecider, scheduledFeedLifecycle, scheduledFeedView } from '../domain/scheduled-feed';
import { FEED_RUNS_TABLE, scheduledFeedChanges } from '../projections/scheduled-feeds.projection';
import { scheduledFeedsTable } from '../projections/tables';
import { ofCatalog } from './product-catalog.entity';

/**
 * A catalog's scheduled feed, on a stream of its own that also decides its
 * runs; a deletion is permanent. A feed stored before the reference's
 * schedule is shown in today's terms.
 */
export const ScheduledFeed = adsEntity({
  lifecycle: scheduledFeedLifecycle,
  ...ofCatalog,
  decider: scheduledFeedDecider,
  entityIn: feedIn,
  table: scheduledFeedsTable,
  view: (feed: Feed) => scheduledFeedView(settledSchedule(feed, feed.next_run_at)),
  project: { handlers: scheduledFeedChanges, tables: [FEED_RUNS_TABLE] },
});
