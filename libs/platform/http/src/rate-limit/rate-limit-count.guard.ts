import type { CanActivate, ExecutionContext, INestApplication } from '@nestjs/common';
import type { Request } from 'express';
import { interfaceOf } from '../interface-kind';
import { placeGuardOnEveryHandler } from '../routing/place-guard';
import { AdsRateCounter } from './ads-rate-counter';
import { PlatformRateCounter } from './platform-rate-counter';

/** Each application's counters, by its express instance (what `req.app` is, on either listener). */
const COUNTERS = new WeakMap<object, { ads: AdsRateCounter; platform: PlatformRateCounter }>();

/**
 * Counts every request against the rate limits of its interface (the ads
 * API's, the platform's `/2` and `/1.1` ones) after authentication and the route's own
 * guards (the account check among them), before anything is applied. A
 * guard, the last of each route's, rather than an interceptor: one
 * interceptor costs every request of the application Nest's observable
 * pipeline (deferred observables, an AsyncResource bound at each step).
 * Route metadata belongs to the controller classes, which every application
 * of the process shares: one guard, which counts with the counters of the
 * application the request came to.
 */
export class RateLimitCountGuard implements CanActivate {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const counters = COUNTERS.get(req.app);
    if (!counters) return true;
    const kind = interfaceOf(req);
    if (kind === 'ads' && counters.ads.enabled) await counters.ads.count(context, req);
    // the v1.1 routes answer in the `oauth` shape but draw on the platform's limits
    else if ((kind === 'platform' || kind === 'oauth') && counters.platform.enabled) await counters.platform.count(context, req);
    return true;
  }
}

const GUARD = new RateLimitCountGuard();

/**
 * Puts the RateLimitCountGuard last among the guards of every route handler
 * (Nest runs global guards, then the controller's, then the handler's) and
 * gives it the application's counters; to be called before the application
 * is initialised, which reads the guards.
 */
export function countRateLimitsLast(app: INestApplication): void {
  COUNTERS.set(app.getHttpAdapter().getInstance() as object, { ads: app.get(AdsRateCounter), platform: app.get(PlatformRateCounter) });
  placeGuardOnEveryHandler(app, GUARD);
}
