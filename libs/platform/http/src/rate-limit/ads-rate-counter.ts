import { type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Settings } from '@platform/config';
import { AdsError } from '../errors/api-errors';
import { withNeutralWord } from '../ads/brand-word';
import { isTrueParam } from '../ads/param-decorators';
import { rawParam } from '../ads/request-params';
import { type AdsRateCategory, adsRateBudgets, adsRateCategory, type AdsRateWindow, WITH_TOTAL_COUNT_LIMIT } from './ads-rate-limits';
import { RATE_LIMIT } from './rate-limit.guard';
import { RateCounter } from './rate-counter';
import { type Bucket, rateMultiplier, scaledBucket, setRateHeaders } from './rate-limit-windows';

/**
 * Counts every ads request against its rate limits (after authentication and
 * the account check, before anything is applied) and answers the headers the
 * rate-limiting guide names: `x-rate-limit-*` for the user token (the ad
 * account's for the audience users batches), `x-account-rate-limit-*` for an
 * account's GETs. A listing with
 * `with_total_count=true` draws on that budget too, and its headers are
 * then that budget's. Past a limit: 429
 * TOO_MANY_REQUESTS, the handler not run. An endpoint with a limit of its
 * own (@RateLimit) is counted by that alone. ADS_RATE_LIMITS scales or turns
 * the limits off; ADS_RATE_LIMIT_WINDOW_SECONDS shortens every window (tests).
 * Run by the RateLimitCountGuard.
 */
@Injectable()
export class AdsRateCounter extends RateCounter {
  /** What each route's budgets are made of, worked out on its first request (its path, its category, a limit of its own). */
  private readonly routes = new WeakMap<object, RouteFacts>();

  protected scaleOf(settings: Settings): number | undefined {
    return rateMultiplier(settings.ADS_RATE_LIMITS);
  }

  /** Counts an ads request (an http one); throws the 429 past a limit. */
  async count(context: ExecutionContext, req: Request): Promise<void> {
    const facts = this.factsOf(context, req);
    // an endpoint that declares a limit of its own (@RateLimit) is counted by it alone
    if (facts.ownLimit) return;
    const user = (req as unknown as { user?: { appId?: string; userId?: string } }).user;
    const token = `${user?.appId ?? 'anonymous'}:${user?.userId ?? req.ip ?? ''}`;
    const accountId = req.params.account_id as string | undefined;
    const budgets = adsRateBudgets(req.method, facts.route, accountId, token, facts.category);
    const mine = this.bucket(budgets.user.key, budgets.user.window);
    const account = budgets.account && this.bucket(budgets.account.key, budgets.account.window);
    const total = req.method === 'GET' && isTrueParam(rawParam(req, 'with_total_count')) ? this.bucket(`with_total_count|${token}`, WITH_TOTAL_COUNT_LIMIT) : undefined;
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
  }

  /** The route's facts, kept per express route (one per path template and method) once worked out. */
  private factsOf(context: ExecutionContext, req: Request): RouteFacts {
    const key = req.route as object | undefined;
    const known = key && this.routes.get(key);
    if (known) return known;
    // one budget per endpoint, whichever spelling of its path was called
    const route = withNeutralWord(String((req.route as { path?: string } | undefined)?.path ?? req.path).replace(/^\/(?:12|11|5)\//, ''));
    const facts: RouteFacts = {
      route,
      category: adsRateCategory(req.method, route),
      ownLimit: Boolean(this.reflector.getAllAndOverride(RATE_LIMIT, [context.getHandler(), context.getClass()])),
    };
    if (key) this.routes.set(key, facts);
    return facts;
  }

  /** A budget at its limit as ADS_RATE_LIMITS scales it, in its window. */
  private bucket(key: string, window: AdsRateWindow): Bucket {
    return scaledBucket(key, window, this.multiplier!, this.settings.ADS_RATE_LIMIT_WINDOW_SECONDS);
  }
}

interface RouteFacts {
  /** Its path template without the version, in the neutral word ('accounts/:account_id/campaigns'). */
  route: string;
  category: AdsRateCategory;
  /** It declares a limit of its own (@RateLimit), which alone counts it. */
  ownLimit: boolean;
}
