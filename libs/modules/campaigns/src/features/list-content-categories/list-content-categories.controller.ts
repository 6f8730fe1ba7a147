import { AdsResponse } from '@platform/http';
import { CONTENT_CATEGORIES } from '../../domain/reference/content-categories';
import { referenceListController } from '../shared/reference-list';

/** Every content category with the IAB categories it covers, in one page with its count; takes no parameters. */
export class ListContentCategoriesController extends referenceListController({
  path: 'content_categories',
  tag: 'ads: reference',
  answer: () => new AdsResponse(CONTENT_CATEGORIES, { next_cursor: null, total_count: CONTENT_CATEGORIES.length }),
}) {}
