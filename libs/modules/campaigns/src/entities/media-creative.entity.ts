import { adsEntity, writeRoute } from '@platform/ads-entity';
import { mediaCreativeLifecycle } from '../domain/media-creative';
import { CreateMediaCreativeRequest } from '../features/create-media-creative/create-media-creative.request';
import { mediaCreativeParts } from '../features/create-media-creative/media-creative-parts';
import { mediaCreativesTable } from '../projections/tables';

/** An account media asset put on a line item. */
export const MediaCreative = adsEntity({
  lifecycle: mediaCreativeLifecycle,
  table: mediaCreativesTable,
  routes: {
    path: 'accounts/:account_id/media_creatives',
    tag: 'ads: media creatives',
    get: true,
    list: { ids: { line_item_ids: 'line_item_id', media_creative_ids: 'id' } },
    create: writeRoute(CreateMediaCreativeRequest, {
      command: (p) => ({ lineItemId: p.line_item_id, accountMediaId: p.account_media_id, landingUrl: p.landing_url ?? null }),
      context: mediaCreativeParts,
    }),
    delete: true,
  },
});
