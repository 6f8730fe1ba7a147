import { type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Settings } from '@platform/config';
import { PlatformError } from '../errors/api-errors';
import { DEFAULT_PLATFORM_LIMITS, PLATFORM_RATE_LIMITS } from './platform-rate-limits';
import { RATE_LIMIT } from './rate-limit.guard';
import { RateCounter } from './rate-counter';
import { rateMultiplier, scaledBucket, setRateHeaders } from './rate-limit-windows';

/**
 * Counts every authenticated `/2` request, and each `/1.1` one whose endpoint
 * PLATFORM_RATE_LIMITS names (the v1.1 user lookups), against its endpoint's limits, per
 * user for user-context requests and per app for app-only ones (and for
 * endpoints whose only limit is the app's), in the same
 * PostgreSQL windows as the ads limits (shared by replicas), and answers
 * `x-rate-limit-limit`, `-remaining` and `-reset` (of the window with the
 * fewest requests left, where an endpoint has two). Past a limit: 429 with
 * the rate-limit pages' body, `{"errors": [{"code": 88, "message": ...}]}`,
 * the handler not run. An endpoint with a limit of its own (@RateLimit, the
 * OAuth endpoints) is counted by that alone. PLATFORM_RATE_LIMITS scales or
 * turns them off; PLATFORM_RATE_LIMIT_WINDOW_SECONDS shortens every window
 * (tests). Run by the RateLimitCountGuard.
 */
@Injectable()
export class PlatformRateCounter extends RateCounter {
  protected scaleOf(settings: Settings): number | undefined {
    return rateMultiplier(settings.PLATFORM_RATE_LIMITS);
  }

  /**
   * Counts a platform-interface request (an http one; only `/2` ones are
   * counted) or a `/1.1` one of an endpoint the table names (others keep
   * their own limits or none); throws the 429 past a limit.
   */
  async count(context: ExecutionContext, req: Request): Promise<void> {
    const v2 = /^\/2\//.test(req.path);
    if (!v2 && !/^\/1\.1\//.test(req.path)) return;
    if (this.reflector.getAllAndOverride(RATE_LIMIT, [context.getHandler(), context.getClass()])) return;
    const principal = (req as unknown as { user?: { scheme?: string; appId?: string; userId?: string } }).user;
    if (!principal?.appId) return;
    // one budget per endpoint, whichever spelling of its path was called
    const route = String((req.route as { path?: string } | undefined)?.path ?? req.path).replace(/^\/2\/posts(\/|$)/, '/2/tweets$1');
    const endpoint = `${req.method} ${route}`;
    const limits = PLATFORM_RATE_LIMITS[endpoint] ?? (v2 ? DEFAULT_PLATFORM_LIMITS : undefined);
    if (limits === undefined) return;
    // a user's call counts for the user where the endpoint has a per-user limit; otherwise for the app
    const perUser = Boolean(principal.userId) && limits.user !== undefined;
    const windows = perUser ? limits.user! : (limits.app ?? limits.user!);
    const who = perUser ? `user:${principal.appId}:${principal.userId}` : `app:${principal.appId}`;
    const buckets = windows.map((w) =>
      scaledBucket(`platform|${w.shared ?? endpoint}|${w.windowSeconds}|${who}`, w, this.multiplier!, this.settings.PLATFORM_RATE_LIMIT_WINDOW_SECONDS),
    );
    const drawn = await this.windows.draw(buckets);
    // the headers tell the window that refused, else the one with the fewest requests left
    let shown = drawn.findIndex((d) => !d.allowed);
    if (shown < 0) shown = drawn.reduce((best, d, i) => (d.remaining < drawn[best].remaining ? i : best), 0);
    const res = context.switchToHttp().getResponse<Response>();
    setRateHeaders(res, 'x-rate-limit', buckets[shown], drawn[shown]);
    if (!drawn[shown].allowed) throw new PlatformError(429, 88, 'Rate limit exceeded');
  }
}
