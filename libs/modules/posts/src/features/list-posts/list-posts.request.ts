import { BooleanParam, CountParam, CsvParam, EnumParam, MESSAGES, StringParam } from '@platform/http';
import { NUMERIC_ID } from '@platform/ddd';
import { MAX_POST_NAME } from '../../domain/post';
import { POST_TYPES, type PostType } from '../shared/account-posts';

export const TIMELINE_TYPES = ['ALL', 'NULLCAST', 'ORGANIC'] as const;

const long = (p: string, v: unknown) => MESSAGES.expected('long', p, v);

/** `GET /12/accounts/:account_id/posts` (the SDKs' `tweets`), as the docs list its parameters. */
export class ListPostsRequest {
  /** PUBLISHED, SCHEDULED or DRAFT posts. */
  @EnumParam(POST_TYPES, { required: true })
  post_type: PostType;

  @CountParam(1, 1000)
  count: number = 200;

  @StringParam({ minLength: 1 })
  cursor?: string;

  /** Only the posts whose name begins with this, case-insensitively. */
  @StringParam({ maxLength: MAX_POST_NAME })
  name?: string;

  @BooleanParam()
  include_mentions_and_replies: boolean = false;

  /** Published posts: promoted-only ones (default), organic ones, or all. */
  @EnumParam(TIMELINE_TYPES)
  timeline_type: (typeof TIMELINE_TYPES)[number] = 'NULLCAST';

  @BooleanParam()
  trim_user: boolean = false;

  @CsvParam({ max: 200, pattern: NUMERIC_ID })
  post_ids?: string[];

  /** The promotable user whose posts are listed (default: the account's owner, its FULL promotable user). */
  @StringParam({ pattern: NUMERIC_ID, patternMessage: long })
  user_id?: string;
}
