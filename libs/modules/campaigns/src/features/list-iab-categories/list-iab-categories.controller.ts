import { AdsResponse } from '@platform/http';
import { IAB_CATEGORIES } from '../../domain/reference/iab-categories';
import { pageOfList, ReferenceListRequest, referenceListController } from '../shared/reference-list';

/** The IAB content categories (tiers 1 and 2) line item `categories` take, each tier-1 code before its tier-2 codes. */
export class ListIabCategoriesController extends referenceListController({
  path: 'iab_categories',
  tag: 'ads: reference',
  request: ReferenceListRequest,
  answer: (p) => AdsResponse.page(pageOfList(IAB_CATEGORIES, p.count, p.cursor, 'iab_categories')),
}) {}
