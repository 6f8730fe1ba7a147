import { CsvParam } from '@platform/http';
import { ReferenceListRequest } from '../reference-list.request';

export class ListPublishersRequest extends ReferenceListRequest {
  /** Only the publishers of these content categories. */
  @CsvParam({ max: 200 })
  content_category_ids?: string[];
}
