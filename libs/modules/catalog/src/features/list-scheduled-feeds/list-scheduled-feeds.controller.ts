import { listEntityController } from '@platform/ads-entity';
import { ScheduledFeed } from '../../entities/scheduled-feed.entity';
import { CatalogListRequest } from '../shared/catalog-list.request';
import { catalogEndpoint, catalogPaths } from '../shared/catalog-endpoints';

/** The catalog's feed (a user has one), as a list; its runs are at `.../scheduled_feeds/:id/runs`. */
export class ListScheduledFeedsController extends listEntityController(ScheduledFeed, {
  ...catalogEndpoint(catalogPaths.scheduledFeeds),
  request: CatalogListRequest,
}) {}
