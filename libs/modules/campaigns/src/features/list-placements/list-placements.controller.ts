import { AdsResponse } from '@platform/http';
import { PLACEMENTS, PRODUCT_TYPES } from '../../domain/reference-data';
import { referenceListController } from '../shared/reference-list';
import { ListPlacementsRequest } from './list-placements.request';

/** The placement combinations each product type may use; all product types unless one is asked for. */
export class ListPlacementsController extends referenceListController({
  path: 'line_items/placements',
  tag: 'ads: line items',
  request: ListPlacementsRequest,
  answer: (p) => AdsResponse.of((p.product_type ? [p.product_type] : PRODUCT_TYPES).map((productType) => ({ product_type: productType, placements: PLACEMENTS[productType] }))),
}) {}
