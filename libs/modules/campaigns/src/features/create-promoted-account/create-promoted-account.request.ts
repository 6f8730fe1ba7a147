import { NUMERIC_ID } from '@platform/ddd';
import { MESSAGES, StringParam } from '@platform/http';

export class CreatePromotedAccountRequest {
  @StringParam({ required: true, minLength: 1, maxLength: 64 })
  line_item_id: string;

  /** A promotable user of the account. */
  @StringParam({ required: true, pattern: NUMERIC_ID, patternMessage: (p, v) => MESSAGES.expected('long', p, v) })
  user_id: string;
}
