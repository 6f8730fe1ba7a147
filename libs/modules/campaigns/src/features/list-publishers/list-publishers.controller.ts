import { AdsResponse } from '@platform/http';
import { PUBLISHERS } from '../../domain/reference/content-categories';
import { referenceListController } from '../shared/reference-list';

/** Every publisher of the content categories, in one page; takes no parameters (each names its categories). */
export class ListPublishersController extends referenceListController({
  path: 'publishers',
  tag: 'ads: reference',
  answer: () => new AdsResponse(PUBLISHERS, { next_cursor: null }),
}) {}
