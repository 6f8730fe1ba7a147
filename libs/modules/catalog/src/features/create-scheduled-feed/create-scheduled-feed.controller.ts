import { createEntityController } from '@platform/ads-entity';
import { ScheduledFeed } from '../../entities/scheduled-feed.entity';
import { catalogEndpoint, catalogPaths } from '../shared/catalog-endpoints';
import { claimsTheFeed } from '../shared/scheduled-feed-claim';
import { feedSettings } from '../shared/scheduled-feed-params';
import { CreateScheduledFeedRequest } from './create-scheduled-feed.request';

/** A user's one feed, fetched at `start_time` in `time_zone`: daily, on the weekday `repeat` names, or every `repeat` hours. */
export class CreateScheduledFeedController extends createEntityController(ScheduledFeed, {
  ...catalogEndpoint(catalogPaths.scheduledFeeds),
  request: CreateScheduledFeedRequest,
  command: (p) => ({ settings: feedSettings(p) }),
  context: claimsTheFeed,
}) {}
