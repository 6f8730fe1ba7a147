import { type CanActivate, type ExecutionContext, HttpException, type INestApplication } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { AdsError, exhaustedRateHeaders, interfaceOf, PlatformError, placeGuardOnEveryHandler, RateLimitCountGuard } from '@platform/http';
import type { FaultRule } from './fault-rule';
import { FaultRules } from './fault-rules';

export const FAULT_HEADER = 'x-aviary-fault';

/** Each application's rules, by its express instance (what `req.app` is, on either listener). */
const RULES = new WeakMap<object, FaultRules>();

/**
 * Applies the fault rules to the requests of every route: a guard placed
 * after authentication and the route's own guards (so a rule's `app_id` is
 * matched against the authenticated app, and the account check still
 * answers first), before the rate-limit count (a faulted request spends no
 * budget). A guard rather than an express middleware: only then is the
 * principal known; rather than an interceptor: see RateLimitCountGuard.
 * Routes that exist only; `/admin/faults` itself is never faulted.
 */
export class FaultGuard implements CanActivate {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const rules = RULES.get(req.app);
    if (!rules?.anyRequestRule || /^\/admin\/faults(\/|$)/.test(req.path)) return true;
    const appId = (req as unknown as { user?: { appId?: string } }).user?.appId;
    const rule = await rules.forRequest(req.method, req.path, appId);
    if (!rule) return true;
    const res = context.switchToHttp().getResponse<Response>();
    res.setHeader(FAULT_HEADER, rule.id);
    if (rule.delay_ms) await sleep(rule.delay_ms);
    if (rule.status === null) return true;
    throw faultedAnswer(rule, req, res);
  }
}

/**
 * The failure a rule answers, in the route's own format as the exception
 * filter renders it: a 429 as the rate counters refuse (ads
 * `TOO_MANY_REQUESTS`, platform and OAuth code 88) with the rate-limit
 * headers of a spent budget; any other status as a failure of that status
 * alone (ads `SERVICE_UNAVAILABLE`, v1.1 code 130, a problem on `/2`, ...).
 */
function faultedAnswer(rule: FaultRule, req: Request, res: Response): Error {
  const status = rule.status!;
  if (status !== 429) return new HttpException(STATUS_CODES[status] ?? 'Error', status);
  for (const [name, value] of Object.entries(exhaustedRateHeaders(req, Math.floor(Date.now() / 1000) + 1))) res.setHeader(name, value);
  const kind = interfaceOf(req);
  if (kind === 'ads') return new AdsError(429, 'TOO_MANY_REQUESTS', 'Rate limit exceeded');
  if (kind === 'oauth' || /^\/2\//.test(req.path)) return new PlatformError(429, 88, 'Rate limit exceeded');
  return new HttpException('Too Many Requests', 429);
}

const GUARD = new FaultGuard();

/**
 * Puts the FaultGuard among the guards of every route handler, before the
 * RateLimitCountGuard (last otherwise), and gives it the application's rules.
 * To be called before the application is initialised, and only when
 * FAULT_INJECTION is on: otherwise no guard is placed at all.
 */
export function applyFaultRules(app: INestApplication): void {
  RULES.set(app.getHttpAdapter().getInstance() as object, app.get(FaultRules));
  placeGuardOnEveryHandler(app, GUARD, { before: RateLimitCountGuard });
}
