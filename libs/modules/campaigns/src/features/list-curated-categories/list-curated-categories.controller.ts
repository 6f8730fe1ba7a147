import { AdsResponse } from '@platform/http';
import { curatedCategoriesIn } from '../../domain/curated-category';
import { pageOfList, referenceListController } from '../shared/reference-list';
import { ListCuratedCategoriesRequest } from './list-curated-categories.request';

/** The curated categories available in the given countries, with total_count always (as the API answers). */
export class ListCuratedCategoriesController extends referenceListController({
  path: 'accounts/:account_id/curated_categories',
  tag: 'ads: line items',
  scope: 'account',
  request: ListCuratedCategoriesRequest,
  answer: (p) => AdsResponse.page(pageOfList(curatedCategoriesIn(p.country_codes), p.count, p.cursor, 'curated_categories')),
}) {}
