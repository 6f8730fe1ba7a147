import type { Request } from 'express';
import { withNeutralWord } from '../ads/brand-word';
import { interfaceOf } from '../interface-kind';
import { adsRateBudgets } from './ads-rate-limits';
import { DEFAULT_PLATFORM_LIMITS, PLATFORM_RATE_LIMITS } from './platform-rate-limits';

/**
 * The rate-limit headers of a request refused as if its budget were spent
 * (an injected 429): the route's documented limit (as the counters find it:
 * the ads categories, the platform's `/2` table, the default elsewhere),
 * nothing remaining, and `resetAt` (epoch seconds). An ads account's GETs
 * carry the `x-account-rate-limit-*` ones too, as a real refusal would.
 */
export function exhaustedRateHeaders(req: Request, resetAt: number): Record<string, string> {
  const headers = (prefix: string, limit: number) => ({
    [`${prefix}-limit`]: String(limit),
    [`${prefix}-remaining`]: '0',
    [`${prefix}-reset`]: String(resetAt),
  });
  const template = String((req.route as { path?: string } | undefined)?.path ?? req.path);
  if (interfaceOf(req) === 'ads') {
    const route = withNeutralWord(template.replace(/^\/(?:12|11|5)\//, ''));
    const budgets = adsRateBudgets(req.method, route, req.params?.account_id as string | undefined, '');
    return { ...headers('x-rate-limit', budgets.user.window.limit), ...(budgets.account && headers('x-account-rate-limit', budgets.account.window.limit)) };
  }
  const limits = PLATFORM_RATE_LIMITS[`${req.method} ${template.replace(/^\/2\/posts(\/|$)/, '/2/tweets$1')}`] ?? DEFAULT_PLATFORM_LIMITS;
  const userId = (req as unknown as { user?: { userId?: string } }).user?.userId;
  const windows = (userId && limits.user) || limits.app || limits.user!;
  return headers('x-rate-limit', windows[0].limit);
}
