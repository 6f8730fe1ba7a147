import { EnumParam, IntParam, StringParam, TimeParam } from '@platform/http';
import { FEED_FORMATS, FEED_FREQUENCIES, type FeedFormat, type FeedFrequency } from '../domain/scheduled-feed';

/** A feed's settings as POST requires them and PUT takes any of them. */
export function feedParams(required: boolean) {
  class FeedParams {
    @StringParam({ required, minLength: 1, maxLength: 2048 })
    feed_url?: string;

    @EnumParam(FEED_FORMATS, { required, caseInsensitive: true })
    feed_format?: FeedFormat;

    @EnumParam(FEED_FREQUENCIES, { required, caseInsensitive: true })
    frequency?: FeedFrequency;

    /** Every `repeat` hours, days or weeks. */
    @IntParam({ min: 1, max: 365 })
    repeat?: number;

    @StringParam({ minLength: 1, maxLength: 64 })
    time_zone?: string;

    @TimeParam()
    start_time?: string;
  }
  return FeedParams;
}
