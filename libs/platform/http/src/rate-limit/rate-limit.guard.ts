import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { rateLimiter, type RateLimitRule } from './rate-limiter';

export const RATE_LIMIT = 'aviary:rateLimit';

/** Whom a limit counts for: the calling app and user, or the ad account of the path (`:account_id`). */
export type RateLimitScope = 'caller' | 'account';

/**
 * Declares the rate limit of an endpoint (per caller or per ad account, per
 * window); the guard answers the x-rate-limit-* headers and 429 past the limit.
 */
export const RateLimit = (limit: number, windowSeconds = 900, name?: string, per: RateLimitScope = 'caller') =>
  applyDecorators(
    SetMetadata(RATE_LIMIT, { limit, windowSeconds, name, per } satisfies Partial<RateLimitRule> & { per: RateLimitScope }),
    // a route guard, so it runs after the global authentication guard and counts per caller
    UseGuards(RateLimitGuard),
  );

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const rule = this.reflector.getAllAndOverride<(Partial<RateLimitRule> & { per?: RateLimitScope }) | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const name = rule.name ?? `${context.getClass().name}.${context.getHandler().name}`;
    const user = (req as unknown as { user?: { userId?: string; appId?: string } }).user;
    const key =
      rule.per === 'account'
        ? `account:${String(req.params.account_id)}`
        : `${user?.appId ?? 'anon'}:${user?.userId ?? req.ip ?? 'unknown'}`;
    rateLimiter.consumeOrThrow({ name, limit: rule.limit!, windowSeconds: rule.windowSeconds! }, key, res);
    return true;
  }
}
