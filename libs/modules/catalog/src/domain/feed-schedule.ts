import { wallClock } from '@platform/ddd';

/**
 * When a scheduled feed runs: at `start_time` (a wall-clock `HH:MM`) in its
 * IANA `time_zone`, every day (DAILY), on the weekday `repeat` names
 * (WEEKLY), or every `repeat` hours counted from `start_time` (HOURLY). The
 * wall clock is the zone's, so a feed keeps its local time across daylight
 * saving changes. Pure: no clock, no I/O.
 */
export const FEED_FREQUENCIES = ['HOURLY', 'DAILY', 'WEEKLY'] as const;
export type FeedFrequency = (typeof FEED_FREQUENCIES)[number];
/** Index = the day's number as Date counts them (0: Sunday). */
export const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
/** Hour steps that divide a day evenly. */
export const HOURLY_STEPS = ['1', '2', '3', '4', '6', '8', '12'] as const;

export interface FeedSchedule {
  frequency: FeedFrequency;
  /** WEEKLY: a weekday; HOURLY: an hour step; DAILY: null. */
  repeat: string | null;
  /** `HH:MM`, 24-hour. */
  start_time: string;
  time_zone: string;
}

const START_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

export const isStartTime = (value: string) => START_TIME.test(value);

/** Whether a name is an IANA zone this runtime knows (an offset such as `+02:00` is not one). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** What `repeat` must be for a frequency: the accepted values, or none (DAILY). */
export function repeatValues(frequency: FeedFrequency): readonly string[] | null {
  return frequency === 'WEEKLY' ? WEEKDAYS : frequency === 'HOURLY' ? HOURLY_STEPS : null;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant a wall-clock time of the zone names: a time the clock shows
 * twice (set back) its first occurrence; a time the clock skips (set
 * forward) the same wall time read with the offset before the change, which
 * falls after it (02:30 on a night that jumps from 02:00 to 03:00 is 03:30).
 */
function instantOf(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // the zone's offsets a day before and a day after: at most one change lies between them
  const candidates = [offsetAt(asUtc - DAY_MS, timeZone), offsetAt(asUtc + DAY_MS, timeZone)].map((offset) => asUtc - offset);
  const shown = candidates.filter((instant) => offsetAt(instant, timeZone) === asUtc - instant);
  return shown.length > 0 ? Math.min(...shown) : Math.max(...candidates);
}

/** The first run at or after `now` (ISO 8601). */
export function nextRunAt(schedule: FeedSchedule, now: string): string {
  const at = Date.parse(now);
  const [hour, minute] = schedule.start_time.split(':').map(Number);
  const step = schedule.frequency === 'HOURLY' ? Number(schedule.repeat) : 24;
  const hours: number[] = [];
  for (let h = hour % step; h < 24; h += step) hours.push(h);
  // from the zone's day before today: a run late yesterday in the zone's terms may still be ahead in UTC
  const today = wallClock(at - DAY_MS, schedule.time_zone);
  for (let i = 0; i <= 8; i++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    if (schedule.frequency === 'WEEKLY' && WEEKDAYS[date.getUTCDay()] !== schedule.repeat) continue;
    for (const h of schedule.frequency === 'HOURLY' ? hours : [hour]) {
      const run = instantOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), h, minute, schedule.time_zone);
      if (run >= at) return new Date(run).toISOString().replace(/\.\d{3}Z$/, 'Z');
    }
  }
  throw new Error(`no run time found for ${JSON.stringify(schedule)}`);
}

/**
 * A schedule as feeds created before the reference's schedule kept it (an
 * ISO `start_time` and a number of hours, days or weeks in `repeat`), in
 * today's terms: the wall time of the first run in its zone, the hour step
 * at or below the number (at most 12), no repeat for DAILY, and the weekday
 * of the first run for WEEKLY. A schedule already in today's terms is
 * answered as it is.
 */
export function settledSchedule<T extends { frequency: FeedFrequency; time_zone: string; start_time: string; repeat: unknown }>(
  feed: T,
  nextRun?: string,
): T & { repeat: string | null } {
  if (isStartTime(feed.start_time) && (feed.repeat === null || typeof feed.repeat === 'string')) return feed as T & { repeat: string | null };
  const zone = isTimeZone(feed.time_zone) ? feed.time_zone : 'UTC';
  const anchor = isStartTime(feed.start_time) ? Date.parse(nextRun ?? '') : Date.parse(feed.start_time);
  let start_time = feed.start_time;
  if (!isStartTime(start_time)) {
    const w = wallClock(Number.isNaN(anchor) ? 0 : anchor, zone);
    start_time = `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
  }
  let repeat: string | null = typeof feed.repeat === 'string' ? feed.repeat : null;
  if (typeof feed.repeat !== 'string') {
    if (feed.frequency === 'HOURLY') {
      const n = Number(feed.repeat) || 1;
      repeat = [...HOURLY_STEPS].reverse().find((s) => Number(s) <= n) ?? '1';
    } else if (feed.frequency === 'WEEKLY') {
      const w = wallClock(Number.isNaN(anchor) ? 0 : anchor, zone);
      repeat = WEEKDAYS[new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay()];
    }
  }
  return { ...feed, start_time, repeat };
}
