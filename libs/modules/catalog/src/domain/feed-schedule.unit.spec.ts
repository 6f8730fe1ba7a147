import { wallClock } from '@platform/ddd';
import { type FeedSchedule, isStartTime, isTimeZone, nextRunAt, repeatValues, settledSchedule } from './feed-schedule';

const daily = (start_time: string, time_zone: string): FeedSchedule => ({ frequency: 'DAILY', repeat: null, start_time, time_zone });

describe('a feed’s schedule values', () => {
  it('takes start_time as a 24-hour HH:MM', () => {
    for (const value of ['00:00', '09:05', '23:59']) expect(isStartTime(value)).toBe(true);
    for (const value of ['9:05', '24:00', '12:60', '12:00:00', 'noon', '']) expect(isStartTime(value)).toBe(false);
  });

  it('takes an IANA zone the runtime knows, not an offset or an unknown name', () => {
    for (const zone of ['UTC', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5']) expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['+02:00', 'Mars/Olympus', 'Europe/Paris; drop', '']) expect(isTimeZone(zone)).toBe(false);
  });

  it('wants a weekday for WEEKLY, an hour step dividing the day for HOURLY, nothing for DAILY', () => {
    expect(repeatValues('WEEKLY')).toEqual(['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY']);
    expect(repeatValues('HOURLY')).toEqual(['1', '2', '3', '4', '6', '8', '12']);
    for (const step of repeatValues('HOURLY')!) expect(24 % Number(step)).toBe(0);
    expect(repeatValues('DAILY')).toBeNull();
  });

  it('reads an instant on the zone’s wall clock', () => {
    expect(wallClock(Date.parse('2026-07-01T12:34:56Z'), 'Asia/Kolkata')).toEqual({ year: 2026, month: 7, day: 1, hour: 18, minute: 4, second: 56 });
    expect(wallClock(Date.parse('2026-01-01T02:00:00Z'), 'America/Los_Angeles')).toEqual({ year: 2025, month: 12, day: 31, hour: 18, minute: 0, second: 0 });
  });
});

describe('the next run', () => {
  it('is now when now is a run time, else the next one', () => {
    expect(nextRunAt(daily('06:00', 'UTC'), '2026-11-20T06:00:00Z')).toBe('2026-11-20T06:00:00Z');
    expect(nextRunAt(daily('06:00', 'UTC'), '2026-11-20T06:00:01Z')).toBe('2026-11-21T06:00:00Z');
  });

  it('may fall on the zone’s next day while it is still today in UTC', () => {
    // 23:00 in Auckland (UTC+12 in winter) is 11:00 UTC the same day
    expect(nextRunAt(daily('23:00', 'Pacific/Auckland'), '2026-06-01T10:00:00Z')).toBe('2026-06-01T11:00:00Z');
  });

  it('runs a time the clock skips at the same wall time after the change, in zones west and east of UTC alike', () => {
    // New York jumps from 02:00 EST to 03:00 EDT on 2026-03-08: 02:30 runs at 03:30 EDT, never at 01:30 EST
    expect(nextRunAt(daily('02:30', 'America/New_York'), '2026-03-08T05:00:00Z')).toBe('2026-03-08T07:30:00Z');
    // Paris jumps from 02:00 CET to 03:00 CEST on 2026-03-29
    expect(nextRunAt(daily('02:30', 'Europe/Paris'), '2026-03-28T23:30:00Z')).toBe('2026-03-29T01:30:00Z');
    // and the day after, at 02:30 again
    expect(nextRunAt(daily('02:30', 'America/New_York'), '2026-03-08T07:30:01Z')).toBe('2026-03-09T06:30:00Z');
  });

  it('runs a time the clock shows twice once, at its first occurrence, in zones west and east of UTC alike', () => {
    // New York goes back from 02:00 EDT to 01:00 EST on 2026-11-01
    expect(nextRunAt(daily('01:30', 'America/New_York'), '2026-11-01T04:00:00Z')).toBe('2026-11-01T05:30:00Z');
    expect(nextRunAt(daily('01:30', 'America/New_York'), '2026-11-01T05:30:01Z')).toBe('2026-11-02T06:30:00Z');
    // Paris goes back from 03:00 CEST to 02:00 CET on 2026-10-25
    expect(nextRunAt(daily('02:30', 'Europe/Paris'), '2026-10-24T23:00:00Z')).toBe('2026-10-25T00:30:00Z');
    expect(nextRunAt(daily('02:30', 'Europe/Paris'), '2026-10-25T00:30:01Z')).toBe('2026-10-26T01:30:00Z');
  });

  it('runs hourly from start_time’s hour modulo the step, through the day', () => {
    const every8 = { frequency: 'HOURLY' as const, repeat: '8', start_time: '10:15', time_zone: 'UTC' };
    // 10:15 with a step of 8: 02:15, 10:15, 18:15
    expect(nextRunAt(every8, '2026-11-20T00:00:00Z')).toBe('2026-11-20T02:15:00Z');
    expect(nextRunAt(every8, '2026-11-20T10:16:00Z')).toBe('2026-11-20T18:15:00Z');
    expect(nextRunAt(every8, '2026-11-20T18:16:00Z')).toBe('2026-11-21T02:15:00Z');
  });

  it('runs weekly on its weekday even when that is a week away', () => {
    // 2026-11-20 is a Friday
    const fridays = { frequency: 'WEEKLY' as const, repeat: 'FRIDAY', start_time: '06:00', time_zone: 'UTC' };
    expect(nextRunAt(fridays, '2026-11-20T05:59:00Z')).toBe('2026-11-20T06:00:00Z');
    expect(nextRunAt(fridays, '2026-11-20T06:01:00Z')).toBe('2026-11-27T06:00:00Z');
  });
});

describe('a schedule kept before today’s terms', () => {
  it('is answered as it is when already in today’s terms', () => {
    const feed = { frequency: 'WEEKLY' as const, repeat: 'MONDAY', start_time: '06:00', time_zone: 'Europe/Paris', extra: 1 };
    expect(settledSchedule(feed)).toBe(feed);
  });

  it('takes the hour step at or below its number of hours, 12 at most and 1 at least', () => {
    const hourly = (repeat: unknown) => settledSchedule({ frequency: 'HOURLY' as const, repeat, start_time: '2026-11-20T06:15:00Z', time_zone: 'UTC' }).repeat;
    expect(hourly(24)).toBe('12');
    expect(hourly(7)).toBe('6');
    expect(hourly(1)).toBe('1');
    expect(hourly(0)).toBe('1');
  });

  it('reads the first run’s wall time and weekday in its zone, or in UTC when the zone is unknown', () => {
    const weekly = { frequency: 'WEEKLY' as const, repeat: 1 as unknown, start_time: '2026-11-20T23:30:00Z' };
    // Friday 23:30 UTC is Saturday 08:30 in Tokyo
    expect(settledSchedule({ ...weekly, time_zone: 'Asia/Tokyo' })).toMatchObject({ start_time: '08:30', repeat: 'SATURDAY' });
    expect(settledSchedule({ ...weekly, time_zone: 'Nowhere/Special' })).toMatchObject({ start_time: '23:30', repeat: 'FRIDAY' });
  });

  it('with an HH:MM start_time and a numeric repeat, takes the weekday of the next run it was given', () => {
    expect(settledSchedule({ frequency: 'WEEKLY' as const, repeat: 1 as unknown, start_time: '06:00', time_zone: 'UTC' }, '2026-11-24T06:00:00Z')).toMatchObject({
      start_time: '06:00',
      repeat: 'TUESDAY',
    });
  });
});
