import { adsEntity } from '@platform/ads-entity';
import { mediaCreativeLifecycle } from '../domain/media-creative';
import { mediaCreativesTable } from '../projections/tables';

export const MediaCreative = adsEntity({
  lifecycle: mediaCreativeLifecycle,
  table: mediaCreativesTable,
  routes: {
    path: 'accounts/:account_id/media_creatives',
    tag: 'ads: media creatives',
    get: true,
    list: { ids: { line_item_ids: 'line_item_id', media_creative_ids: 'id' } },
    delete: true,
  },
});
