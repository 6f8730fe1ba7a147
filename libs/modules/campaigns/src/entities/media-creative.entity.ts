import { adsEntity } from '@platform/ads-entity';
import { mediaCreativeLifecycle } from '../domain/media-creative';
import { mediaCreativesTable } from '../projections/tables';

export const MediaCreative = adsEntity({
  lifecycle: mediaCreativeLifecycle,
  stream: 'campaigns.MediaCreative',
  table: mediaCreativesTable,
  idParam: 'media_creative_id',
});
