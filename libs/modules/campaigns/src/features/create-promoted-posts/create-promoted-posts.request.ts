import { NUMERIC_ID } from '@platform/ddd';
import { CsvParam, StringParam } from '@platform/http';

/** At most this many posts in one request. */
export const MAX_POSTS_PER_REQUEST = 50;

export class CreatePromotedPostsRequest {
  @StringParam({ required: true, minLength: 1, maxLength: 64 })
  line_item_id: string;

  /** The posts to promote, up to 50. */
  @CsvParam({ required: true, max: MAX_POSTS_PER_REQUEST, pattern: NUMERIC_ID })
  post_ids: string[];
}
