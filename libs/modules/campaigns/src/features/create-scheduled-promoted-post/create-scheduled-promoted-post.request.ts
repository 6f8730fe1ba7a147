import { NUMERIC_ID } from '@platform/ddd';
import { MESSAGES, StringParam } from '@platform/http';

const long = (p: string, v: unknown) => MESSAGES.expected('long', p, v);

export class CreateScheduledPromotedPostRequest {
  @StringParam({ required: true, minLength: 1, maxLength: 64 })
  line_item_id: string;

  /** Required: a scheduled post of the account, not published yet. */
  @StringParam({ pattern: NUMERIC_ID, patternMessage: long })
  scheduled_post_id?: string;

  /** `scheduled_post_id` as the official SDKs name it. */
  @StringParam({ pattern: NUMERIC_ID, patternMessage: long })
  scheduled_tweet_id?: string;
}
