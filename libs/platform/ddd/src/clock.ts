/** Time as the domain sees it; tests replace it with a fixed clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const CLOCK = Symbol('CLOCK');

/** ISO 8601 UTC without milliseconds, as the ads API writes its times. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
