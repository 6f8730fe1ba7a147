import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { SETTINGS, type Settings } from '@platform/config';
import { AdsError } from '../errors/api-errors';
import { withNeutralWord } from '../ads/brand-word';
import { interfaceOf } from '../interface-kind';
import { ADS_RATE_LIMITS, adsRateCategory, countsAccount } from './ads-rate-limits';
import { RATE_LIMIT } from './rate-limit.guard';
import { RateLimitWindows } from './rate-limit-windows';

/**
 * Counts every ads request against its rate limits (after authentication and
 * the account check, before anything is applied) and answers the headers the
 * rate-limiting guide names: `x-rate-limit-*` for the user token,
 * `x-account-rate-limit-*` for an account's GETs. Past a limit: 429
 * TOO_MANY_REQUESTS, the handler not run. An endpoint with a limit of its
 * own (@RateLimit) is counted by that alone. ADS_RATE_LIMITS scales or turns
 * the limits off; ADS_RATE_LIMIT_WINDOW_SECONDS shortens every window (tests).
 */
/** The largest limit the counters hold (PostgreSQL integers). */
const MAX_LIMIT = 2_147_483_647;

@Injectable()
export class AdsRateLimitInterceptor implements NestInterceptor {
  private readonly multiplier: number | undefined;

  constructor(
    private readonly windows: RateLimitWindows,
    private readonly reflector: Reflector,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {
    const setting = settings.ADS_RATE_LIMITS;
    this.multiplier = setting === 'off' ? undefined : setting === 'on' ? 1 : Number(setting);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    if (this.multiplier === undefined || context.getType() !== 'http' || interfaceOf(req) !== 'ads') return next.handle();
    // an endpoint that declares a limit of its own (@RateLimit) is counted by it alone
    if (this.reflector.getAllAndOverride(RATE_LIMIT, [context.getHandler(), context.getClass()])) return next.handle();
    // one budget per endpoint, whichever spelling of its path was called
    const route = withNeutralWord(String((req.route as { path?: string } | undefined)?.path ?? req.path).replace(/^\/(?:12|11|5)\//, ''));
    const user = (req as unknown as { user?: { appId?: string; userId?: string } }).user;
    const token = `${user?.appId ?? 'anonymous'}:${user?.userId ?? req.ip ?? ''}`;
    const category = adsRateCategory(req.method, route);
    const { limit: realLimit, windowSeconds: realWindow } = ADS_RATE_LIMITS[category];
    // a multiplier takes a limit anywhere from one request to what a counter holds
    const limit = Math.min(MAX_LIMIT, Math.max(1, Math.floor(realLimit * this.multiplier)));
    const windowSeconds = this.settings.ADS_RATE_LIMIT_WINDOW_SECONDS || realWindow;
    // writes share one budget per user token; everything else is counted per endpoint (and account)
    const accountId = req.params.account_id;
    const endpoint = accountId ? `${route}|${accountId}` : route;
    const buckets = [{ key: category === 'write' ? `write|${token}` : `${category}|${endpoint}|${token}`, limit, windowSeconds }];
    if (accountId && countsAccount(req.method, route)) buckets.push({ key: `${category}|${route}|account:${accountId}`, limit, windowSeconds });
    const [mine, account] = await this.windows.draw(buckets);
    const res = context.switchToHttp().getResponse<Response>();
    setHeaders(res, 'x-rate-limit', limit, mine.remaining, mine.resetAt);
    if (account) setHeaders(res, 'x-account-rate-limit', limit, account.remaining, account.resetAt);
    if (!mine.allowed || (account && !account.allowed)) {
      throw new AdsError(429, 'TOO_MANY_REQUESTS', `Rate limit exceeded: at most ${limit} requests per ${windowSeconds} seconds; try again after the reset`);
    }
    return next.handle();
  }
}

function setHeaders(res: Response, prefix: string, limit: number, remaining: number, resetAt: number): void {
  res.setHeader(`${prefix}-limit`, String(limit));
  res.setHeader(`${prefix}-remaining`, String(remaining));
  res.setHeader(`${prefix}-reset`, String(resetAt));
}
