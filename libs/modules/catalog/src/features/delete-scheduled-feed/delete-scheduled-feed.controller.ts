import { deleteEntityController } from '@platform/ads-entity';
import { ScheduledFeed } from '../../entities/scheduled-feed.entity';
import { catalogEndpoint, catalogPaths } from '../shared/catalog-endpoints';
import { releasesTheFeed } from '../shared/scheduled-feed-claim';

/** The feed runs no more (permanent): answers it as it was; the user may then create another. */
export class DeleteScheduledFeedController extends deleteEntityController(ScheduledFeed, {
  ...catalogEndpoint(catalogPaths.scheduledFeed, true),
  releases: releasesTheFeed,
}) {}
