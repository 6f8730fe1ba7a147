import { IntParam, StringParam } from '@platform/http';
import { MAX_POLL_MINUTES, MIN_POLL_MINUTES } from '../../domain/poll-card';

const CHOICE = { maxLength: 25, minLength: 1 };

export class CreatePollCardRequest {
  @StringParam({ required: true, minLength: 1, maxLength: 80 })
  name: string;

  @StringParam({ required: true, ...CHOICE })
  first_choice: string;

  @StringParam({ required: true, ...CHOICE })
  second_choice: string;

  @StringParam(CHOICE)
  third_choice?: string;

  @StringParam(CHOICE)
  fourth_choice?: string;

  /** Counts from the card's creation; becomes `end_time`. */
  @IntParam({ required: true, min: MIN_POLL_MINUTES, max: MAX_POLL_MINUTES })
  duration_in_minutes: number;

  /** Write-only: an image (800 px wide, 1.91:1) or a video of the account's media library. */
  @StringParam({ pattern: /^\d+_\d{1,19}$/ })
  media_key?: string;
}
