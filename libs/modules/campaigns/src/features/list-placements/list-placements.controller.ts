import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { UserContext } from '@platform/auth';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { PLACEMENTS, PRODUCT_TYPES } from '../../domain/reference-data';
import { ListPlacementsRequest } from './list-placements.request';

@ApiTags('ads: line items')
@Controller(adsPaths('line_items/placements'))
export class ListPlacementsController {
  /** The placement combinations each product type may use; all product types unless one is asked for. */
  @Get()
  @UserContext()
  list(@AdsParams(ListPlacementsRequest) p: ListPlacementsRequest) {
    const productTypes = p.product_type ? [p.product_type] : PRODUCT_TYPES;
    return AdsResponse.of(productTypes.map((productType) => ({ product_type: productType, placements: PLACEMENTS[productType] })));
  }
}
