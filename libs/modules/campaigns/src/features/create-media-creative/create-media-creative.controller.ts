import { createEntityController } from '@platform/ads-entity';
import { MediaCreative } from '../../entities/media-creative.entity';
import { CreateMediaCreativeRequest } from './create-media-creative.request';
import { mediaCreativeParts } from './media-creative-parts';

/** Puts an account media asset on a line item. */
export class CreateMediaCreativeController extends createEntityController(MediaCreative, {
  path: 'accounts/:account_id/media_creatives',
  tag: 'ads: media creatives',
  request: CreateMediaCreativeRequest,
  command: (p) => ({ lineItemId: p.line_item_id, accountMediaId: p.account_media_id, landingUrl: p.landing_url ?? null }),
  context: mediaCreativeParts,
}) {}
