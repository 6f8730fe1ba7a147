import type { Response } from 'express';
import { AdsError } from '../errors/api-errors';

export interface RateLimitRule {
  /** Bucket name: requests share a bucket when rule name and key match. */
  name: string;
  limit: number;
  windowSeconds: number;
}

interface Window {
  resetAt: number; // epoch seconds
  used: number;
}

/**
 * Fixed-window request counters kept in memory, per rule and caller. Each
 * replica counts its own requests (documented in docs/decisions.md).
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Counts one request; sets the x-rate-limit-* headers; throws 429 TOO_MANY_REQUESTS when over. */
  consumeOrThrow(rule: RateLimitRule, key: string, res?: Response): void {
    const result = this.consume(rule, key);
    if (res && !res.headersSent) {
      res.setHeader('x-rate-limit-limit', String(rule.limit));
      res.setHeader('x-rate-limit-remaining', String(result.remaining));
      res.setHeader('x-rate-limit-reset', String(result.resetAt));
    }
    if (!result.allowed) {
      throw new AdsError(429, 'TOO_MANY_REQUESTS', 'Rate limit exceeded');
    }
  }

  consume(rule: RateLimitRule, key: string): { allowed: boolean; remaining: number; resetAt: number } {
    const nowSeconds = Math.floor(this.now() / 1000);
    this.sweep(nowSeconds);
    const id = `${rule.name}\u0000${key}`;
    let window = this.windows.get(id);
    if (!window || window.resetAt <= nowSeconds) {
      window = { resetAt: nowSeconds + rule.windowSeconds, used: 0 };
      this.windows.set(id, window);
    }
    if (window.used >= rule.limit) return { allowed: false, remaining: 0, resetAt: window.resetAt };
    window.used += 1;
    return { allowed: true, remaining: rule.limit - window.used, resetAt: window.resetAt };
  }

  private sweep(nowSeconds: number): void {
    if (nowSeconds - this.lastSweep < 60) return;
    this.lastSweep = nowSeconds;
    for (const [id, window] of this.windows) if (window.resetAt <= nowSeconds) this.windows.delete(id);
  }
}

/** The process-wide limiter. */
export const rateLimiter = new RateLimiter();
