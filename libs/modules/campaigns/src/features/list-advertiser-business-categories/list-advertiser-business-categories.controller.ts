import { AdsResponse } from '@platform/http';
import { ADVERTISER_BUSINESS_CATEGORIES } from '../../domain/reference-data';
import { referenceListController } from '../shared/reference-list';

/** The business categories a PREROLL_VIEWS line item describes its advertiser with; takes no parameters. */
export class ListAdvertiserBusinessCategoriesController extends referenceListController({
  path: 'advertiser_business_categories',
  tag: 'ads: line items',
  answer: () => AdsResponse.of(ADVERTISER_BUSINESS_CATEGORIES),
}) {}
