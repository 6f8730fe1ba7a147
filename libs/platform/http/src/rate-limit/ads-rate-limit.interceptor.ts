import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { SETTINGS, type Settings } from '@platform/config';
import { AdsError } from '../errors/api-errors';
import { withNeutralWord } from '../ads/brand-word';
import { interfaceOf } from '../interface-kind';
import { isTrueParam } from '../ads/param-decorators';
import { rawParams } from '../ads/request-params';
import { adsRateCategory, adsRateWindow, type AdsRateWindow, countsAccount, WITH_TOTAL_COUNT_LIMIT } from './ads-rate-limits';
import { RATE_LIMIT } from './rate-limit.guard';
import { type Bucket, RateLimitWindows, rateMultiplier, scaledBucket, setRateHeaders } from './rate-limit-windows';

/**
 * Counts every ads request against its rate limits (after authentication and
 * the account check, before anything is applied) and answers the headers the
 * rate-limiting guide names: `x-rate-limit-*` for the user token,
 * `x-account-rate-limit-*` for an account's GETs. A listing with
 * `with_total_count=true` draws on that budget too, and its headers are
 * then that budget's. Past a limit: 429
 * TOO_MANY_REQUESTS, the handler not run. An endpoint with a limit of its
 * own (@RateLimit) is counted by that alone. ADS_RATE_LIMITS scales or turns
 * the limits off; ADS_RATE_LIMIT_WINDOW_SECONDS shortens every window (tests).
 */
@Injectable()
export class AdsRateLimitInterceptor implements NestInterceptor {
  private readonly multiplier: number | undefined;

  constructor(
    private readonly windows: RateLimitWindows,
    private readonly reflector: Reflector,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {
    this.multiplier = rateMultiplier(settings.ADS_RATE_LIMITS);
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
    // writes share one budget per user token; everything else is counted per endpoint (and account)
    const accountId = req.params.account_id;
    const endpoint = accountId ? `${route}|${accountId}` : route;
    const window = adsRateWindow(category, req.method, route);
    // a catalog endpoint is its method and route: the guide gives GET and PUT of one path their own limits
    const key = category === 'write' ? `write|${token}` : category === 'catalog' ? `catalog|${req.method === 'HEAD' ? 'GET' : req.method}|${endpoint}|${token}` : `${category}|${endpoint}|${token}`;
    const mine = this.bucket(key, window);
    const account = accountId && countsAccount(req.method, route) ? this.bucket(`${category}|${route}|account:${accountId}`, window) : undefined;
    const total = req.method === 'GET' && isTrueParam(rawParams(req).with_total_count) ? this.bucket(`with_total_count|${token}`, WITH_TOTAL_COUNT_LIMIT) : undefined;
    const buckets = [mine, account, total].filter((b): b is Bucket => b !== undefined);
    const results = await this.windows.draw(buckets);
    const drawn = (bucket: Bucket) => results[buckets.indexOf(bucket)];
    const res = context.switchToHttp().getResponse<Response>();
    setRateHeaders(res, 'x-rate-limit', total ?? mine, drawn(total ?? mine));
    if (account) setRateHeaders(res, 'x-account-rate-limit', account, drawn(account));
    const refused = buckets.find((_, i) => !results[i].allowed);
    if (refused) {
      throw new AdsError(429, 'TOO_MANY_REQUESTS', `Rate limit exceeded: at most ${refused.limit} requests per ${refused.windowSeconds} seconds; try again after the reset`);
    }
    return next.handle();
  }

  /** A budget at its limit as ADS_RATE_LIMITS scales it, in its window. */
  private bucket(key: string, window: AdsRateWindow): Bucket {
    return scaledBucket(key, window, this.multiplier!, this.settings.ADS_RATE_LIMIT_WINDOW_SECONDS);
  }
}
