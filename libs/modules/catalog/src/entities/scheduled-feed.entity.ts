import { adsEntity } from '@platform/ads-entity';
import { settledSchedule } from '../domain/feed-schedule';
import { feedIn, type ScheduledFeed as Feed, scheduledFeedDecider, scheduledFeedLifecycle, scheduledFeedView } from '../domain/scheduled-feed';
import { FEED_RUNS_TABLE, scheduledFeedChanges } from '../projections/scheduled-feeds.projection';
import { CatalogListRequest } from '../features/shared/catalog-list.request';
import { catalogPaths, catalogRoutes } from '../features/shared/catalog-endpoints';
import { releasesTheFeed } from '../features/shared/scheduled-feed-claim';
import { scheduledFeedsTable } from '../projections/tables';
import { ofCatalog } from './product-catalog.entity';

/**
 * A catalog's scheduled feed, on a stream of its own that also decides its
 * runs (at `.../scheduled_feeds/:id/runs`), listed as a list of the one a
 * user has; a deletion is permanent (the feed runs no more, and the user may
 * then create another). A feed stored before the reference's schedule is
 * shown in today's terms.
 */
export const ScheduledFeed = adsEntity({
  lifecycle: scheduledFeedLifecycle,
  ...ofCatalog,
  decider: scheduledFeedDecider,
  entityIn: feedIn,
  table: scheduledFeedsTable,
  view: (feed: Feed) => scheduledFeedView(settledSchedule(feed, feed.next_run_at)),
  project: { handlers: scheduledFeedChanges, tables: [FEED_RUNS_TABLE] },
  routes: {
    ...catalogRoutes(catalogPaths.scheduledFeeds),
    list: { request: CatalogListRequest },
    delete: { echoIdAsId: true, releases: releasesTheFeed },
  },
});
