import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { SETTINGS, type Settings } from '@platform/config';
import { ProblemError } from '../errors/api-errors';
import { interfaceOf } from '../interface-kind';
import { DEFAULT_PLATFORM_LIMITS, PLATFORM_RATE_LIMITS } from './platform-rate-limits';
import { RATE_LIMIT } from './rate-limit.guard';
import { RateLimitWindows, rateMultiplier, scaledBucket, setRateHeaders } from './rate-limit-windows';

/**
 * Counts every authenticated `/2` request against its endpoint's limit, per
 * user for user-context requests and per app for app-only ones, in the same
 * PostgreSQL windows as the ads limits (shared by replicas), and answers
 * `x-rate-limit-limit`, `-remaining` and `-reset`. Past the limit: 429 with
 * the platform's `Too Many Requests` problem, the handler not run. An
 * endpoint with a limit of its own (@RateLimit, the OAuth endpoints) is
 * counted by that alone. PLATFORM_RATE_LIMITS scales or turns them off;
 * PLATFORM_RATE_LIMIT_WINDOW_SECONDS shortens every window (tests).
 */
@Injectable()
export class PlatformRateLimitInterceptor implements NestInterceptor {
  private readonly multiplier: number | undefined;

  constructor(
    private readonly windows: RateLimitWindows,
    private readonly reflector: Reflector,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {
    this.multiplier = rateMultiplier(settings.PLATFORM_RATE_LIMITS);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    if (this.multiplier === undefined || context.getType() !== 'http' || interfaceOf(req) !== 'platform' || !/^\/2\//.test(req.path)) {
      return next.handle();
    }
    if (this.reflector.getAllAndOverride(RATE_LIMIT, [context.getHandler(), context.getClass()])) return next.handle();
    const principal = (req as unknown as { user?: { scheme?: string; appId?: string; userId?: string } }).user;
    if (!principal?.appId) return next.handle();
    // one budget per endpoint, whichever spelling of its path was called
    const route = String((req.route as { path?: string } | undefined)?.path ?? req.path).replace(/^\/2\/posts(\/|$)/, '/2/tweets$1');
    const endpoint = `${req.method} ${route}`;
    const limits = PLATFORM_RATE_LIMITS[endpoint] ?? DEFAULT_PLATFORM_LIMITS;
    const window = principal.userId ? (limits.user ?? limits.app) : (limits.app ?? limits.user);
    const who = principal.userId ? `user:${principal.appId}:${principal.userId}` : `app:${principal.appId}`;
    const bucket = scaledBucket(`platform|${endpoint}|${who}`, window!, this.multiplier, this.settings.PLATFORM_RATE_LIMIT_WINDOW_SECONDS);
    const [drawn] = await this.windows.draw([bucket]);
    const res = context.switchToHttp().getResponse<Response>();
    setRateHeaders(res, 'x-rate-limit', bucket, drawn);
    if (!drawn.allowed) throw new ProblemError(429, 'about:blank', 'Too Many Requests', 'Too Many Requests');
    return next.handle();
  }
}
