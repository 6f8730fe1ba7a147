import { EnumParam } from '@platform/http';
import { PRODUCT_TYPE_ALIASES, PRODUCT_TYPES, type ProductType } from '../../domain/reference-data';

export class ListPlacementsRequest {
  /** The official SDKs' enums still send PROMOTED_TWEETS; it answers as PROMOTED_POSTS. */
  @EnumParam(PRODUCT_TYPES, { aliases: PRODUCT_TYPE_ALIASES })
  product_type?: ProductType;
}
