import { invalidParameter, wallClock } from '@platform/ddd';
import { HOUR_MS } from './simulation';
import { localTime } from './delivery';

/**
 * Times of the stats endpoints (analytics.mdx, "Request Options"): ISO 8601
 * in whole hours, a bare date meaning midnight in the account's time zone (the
 * reference's examples send `2026-05-19` and echo `2026-05-19T07:00:00Z` for
 * an account in Los Angeles), a time without a zone read as UTC.
 */

/** UTC midnight of a calendar day (ms); Date.UTC would read years 0 to 99 as 1900 to 1999. */
export function utcDay(year: number, month: number, day: number): number {
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return at.getTime();
}

/** The instant (ms) of local midnight starting `day` (YYYY-MM-DD) in a time zone. */
export function localMidnight(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const guess = utcDay(y, m, d);
  let at = guess;
  // the zone's offset at the guess, then at the corrected instant (a DST change near midnight needs the second look)
  for (let i = 0; i < 3; i++) {
    const next = at - (wallTime(at, timeZone) - guess);
    if (next === at) break;
    at = next;
  }
  return at;
}

/** The local wall-clock time of an instant, as if it were UTC (ms, to the minute). */
function wallTime(at: number, timeZone: string): number {
  const w = wallClock(at, timeZone);
  return utcDay(w.year, w.month, w.day) + (w.hour * 60 + w.minute) * 60_000;
}

/** A stats time parameter as an instant (ms); refused unless a time in whole hours. */
export function statsTime(value: string, parameter: string, timeZone: string): number {
  // a date that is in no calendar (`2026-02-30`), which Date would roll over into the next month
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (date && new Date(utcDay(Number(date[1]), Number(date[2]), Number(date[3]))).toISOString().slice(0, 10) !== date[0]) {
    throw invalidParameter(parameter, `Expected time, got ${JSON.stringify(value)} for ${parameter}`);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return localMidnight(value, timeZone);
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`;
  const at = Date.parse(zoned);
  if (Number.isNaN(at)) throw invalidParameter(parameter, `Expected time, got ${JSON.stringify(value)} for ${parameter}`);
  if (at % HOUR_MS !== 0) throw invalidParameter(parameter, `Expected time in whole hours, got ${JSON.stringify(value)} for ${parameter}`);
  return at;
}

/** Whether an instant is midnight in the time zone. */
export const isLocalMidnight = (at: number, timeZone: string): boolean => localMidnight(localTime(at, timeZone).day, timeZone) === at;

/**
 * The range of a stats request, checked: `end_time` after `start_time`, at
 * most `maxDays` apart (24-hour days).
 */
export function statsRange(start: string, end: string, timeZone: string, maxDays: number): { start: number; end: number } {
  const from = statsTime(start, 'start_time', timeZone);
  const to = statsTime(end, 'end_time', timeZone);
  if (to <= from) throw invalidParameter('end_time', `Expected end_time after start_time, got ${JSON.stringify(end)} for end_time`);
  if (to - from > maxDays * 24 * HOUR_MS) {
    throw invalidParameter('end_time', `Expected a time range of at most ${maxDays} days between start_time and end_time, got ${JSON.stringify(end)} for end_time`);
  }
  return { start: from, end: to };
}

/** ISO 8601 UTC to the second, as the API writes times. */
export const isoTime = (at: number): string => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
