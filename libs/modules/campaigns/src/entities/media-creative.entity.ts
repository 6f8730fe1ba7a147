import { adsEntity } from '@platform/ads-entity';
import { mediaCreativeLifecycle } from '../domain/media-creative';
import { mediaCreativesTable } from '../projections/tables';

export const MediaCreative = adsEntity({
  lifecycle: mediaCreativeLifecycle,
  table: mediaCreativesTable,
});
