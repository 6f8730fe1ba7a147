import { adsEntity, writeRoute } from '@platform/ads-entity';
import { settledSchedule } from '../domain/feed-schedule';
import { feedIn, type ScheduledFeed as Feed, scheduledFeedDecider, scheduledFeedLifecycle, scheduledFeedView } from '../domain/scheduled-feed';
import { FEED_RUNS_TABLE, scheduledFeedChanges } from '../projections/scheduled-feeds.projection';
import { CreateScheduledFeedRequest } from '../features/create-scheduled-feed/create-scheduled-feed.request';
import { CatalogListRequest } from '../features/shared/catalog-list.request';
import { catalogPaths, catalogRoutes } from '../features/shared/catalog-endpoints';
import { claimsTheFeed, releasesTheFeed } from '../features/shared/scheduled-feed-claim';
import { feedSettings } from '../features/shared/scheduled-feed-params';
import { UpdateScheduledFeedRequest } from '../features/update-scheduled-feed/update-scheduled-feed.request';
import { scheduledFeedsTable } from '../projections/tables';
import { ofCatalog } from './product-catalog.entity';

/**
 * A catalog's scheduled feed, on a stream of its own that also decides its
 * runs (at `.../scheduled_feeds/:id/runs`): a user's one feed, fetched at
 * `start_time` in `time_zone`, daily, on the weekday `repeat` names, or every
 * `repeat` hours; its update changes the settings given (a change to DAILY
 * drops `repeat`). Listed as a list of the one a user has; a deletion is
 * permanent (the feed runs no more, and the user may then create another). A
 * feed stored before the reference's schedule is shown in today's terms.
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
    create: writeRoute(CreateScheduledFeedRequest, { command: (p) => ({ settings: feedSettings(p) }), context: claimsTheFeed }),
    update: writeRoute(UpdateScheduledFeedRequest, { echoIdAsId: true, command: (p) => ({ settings: feedSettings(p) }) }),
    delete: { echoIdAsId: true, releases: releasesTheFeed },
  },
});
