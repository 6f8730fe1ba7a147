import { listEntityController } from '@platform/ads-entity';
import { MediaCreative } from '../../entities/media-creative.entity';
import { ListMediaCreativesRequest } from './list-media-creatives.request';

export class ListMediaCreativesController extends listEntityController(MediaCreative, {
  path: 'accounts/:account_id/media_creatives',
  tag: 'ads: media creatives',
  request: ListMediaCreativesRequest,
  query: (p) => ({ filters: { id: p.media_creative_ids, line_item_id: p.line_item_ids } }),
}) {}
