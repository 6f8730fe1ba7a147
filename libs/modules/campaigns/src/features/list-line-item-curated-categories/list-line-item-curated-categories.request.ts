import { AdsListParams } from '@platform/ads-entity';
import { lineItemCuratedCategoriesTable } from '../../projections/tables';

export class ListLineItemCuratedCategoriesRequest extends AdsListParams(lineItemCuratedCategoriesTable) {}
