import { AdsListParams } from '@platform/ads-entity';
import { mediaCreativesTable } from '../../projections/tables';

export class ListMediaCreativesRequest extends AdsListParams(mediaCreativesTable, { ids: ['line_item_ids', 'media_creative_ids'] }) {}
