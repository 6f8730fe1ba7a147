import { updateEntityController } from '@platform/ads-entity';
import { ScheduledFeed } from '../../entities/scheduled-feed.entity';
import { catalogEndpoint, catalogPaths } from '../shared/catalog-endpoints';
import { feedSettings } from '../shared/scheduled-feed-params';
import { UpdateScheduledFeedRequest } from './update-scheduled-feed.request';

/** Changes the settings given; the others stay (a change to DAILY drops `repeat`). */
export class UpdateScheduledFeedController extends updateEntityController(ScheduledFeed, {
  ...catalogEndpoint(catalogPaths.scheduledFeed, true),
  request: UpdateScheduledFeedRequest,
  command: (p) => ({ settings: feedSettings(p) }),
}) {}
