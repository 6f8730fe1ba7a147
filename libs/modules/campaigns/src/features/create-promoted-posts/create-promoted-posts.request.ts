import { NUMERIC_ID } from '@platform/ddd';
import { CsvParam, StringParam } from '@platform/http';

/** At most this many posts in one request. */
export const MAX_POSTS_PER_REQUEST = 50;

export class CreatePromotedPostsRequest {
  @StringParam({ required: true, minLength: 1, maxLength: 64 })
  line_item_id: string;

  /** Required: the posts to promote, up to 50. */
  @CsvParam({ max: MAX_POSTS_PER_REQUEST, pattern: NUMERIC_ID })
  post_ids?: string[];

  /** `post_ids` as the official SDKs name it. */
  @CsvParam({ max: MAX_POSTS_PER_REQUEST, pattern: NUMERIC_ID })
  tweet_ids?: string[];
}
