import { NUMERIC_ID } from '@platform/ddd';
import { MESSAGES, StringParam } from '@platform/http';

const long = (p: string, v: unknown) => MESSAGES.expected('long', p, v);

export class CreateScheduledPromotedPostRequest {
  @StringParam({ required: true, minLength: 1, maxLength: 64 })
  line_item_id: string;

  /** A scheduled post of the account, not published yet. */
  @StringParam({ required: true, pattern: NUMERIC_ID, patternMessage: long })
  scheduled_post_id: string;
}
