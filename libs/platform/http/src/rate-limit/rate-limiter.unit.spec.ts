import { RateLimiter } from './rate-limiter';

describe('rate limiter', () => {
  it('counts per rule and key within a fixed window, then resets', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(() => now);
    const rule = { name: 'r', limit: 2, windowSeconds: 60 };
    expect(limiter.consume(rule, 'a')).toMatchObject({ allowed: true, remaining: 1, resetAt: 1060 });
    expect(limiter.consume(rule, 'a')).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.consume(rule, 'a')).toMatchObject({ allowed: false, remaining: 0, resetAt: 1060 });
    expect(limiter.consume(rule, 'b').allowed).toBe(true);
    expect(limiter.consume({ ...rule, name: 'other' }, 'a').allowed).toBe(true);
    now += 60_000;
    expect(limiter.consume(rule, 'a')).toMatchObject({ allowed: true, remaining: 1, resetAt: 1120 });
  });
});
