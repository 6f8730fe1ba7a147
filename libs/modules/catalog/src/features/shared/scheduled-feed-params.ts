import { EnumParam, StringParam } from '@platform/http';
import { FEED_FORMATS, FEED_FREQUENCIES, type FeedFormat, type FeedFrequency, type GivenSettings, MAX_FEED_URL } from '../../domain/scheduled-feed';

/**
 * A feed's settings as POST requires them and PUT takes any of them. What
 * goes with what (`repeat` with `frequency`, the `HH:MM` of `start_time`, a
 * known `time_zone`) is judged by the feed's rules, on the settings as a
 * whole.
 */
export function feedParams(required: boolean) {
  class FeedParams {
    @StringParam({ required, minLength: 1, maxLength: MAX_FEED_URL })
    feed_url?: string;

    @EnumParam(FEED_FORMATS, { required, caseInsensitive: true })
    feed_format?: FeedFormat;

    @EnumParam(FEED_FREQUENCIES, { required, caseInsensitive: true })
    frequency?: FeedFrequency;

    /** WEEKLY: `MONDAY` to `SUNDAY`; HOURLY: `1`, `2`, `3`, `4`, `6`, `8` or `12` (hours); DAILY: none. */
    @StringParam({ nullable: true, maxLength: 16 })
    repeat?: string | null;

    /** `HH:MM`, in `time_zone`. */
    @StringParam({ required, minLength: 1, maxLength: 16 })
    start_time?: string;

    /** An IANA time zone name (`America/New_York`). */
    @StringParam({ required, minLength: 1, maxLength: 64 })
    time_zone?: string;
  }
  return FeedParams;
}

/** The settings a request gives, for the feed's rules to judge. */
export const feedSettings = (p: GivenSettings): GivenSettings => ({
  feed_url: p.feed_url,
  feed_format: p.feed_format,
  frequency: p.frequency,
  repeat: p.repeat,
  start_time: p.start_time,
  time_zone: p.time_zone,
});
