import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { rateLimiter, type RateLimitRule } from './rate-limiter';

const RATE_LIMIT = 'aviary:rateLimit';

/**
 * Declares the rate limit of an endpoint (per app and user, per window); the
 * guard answers the x-rate-limit-* headers and 429 past the limit.
 */
export const RateLimit = (limit: number, windowSeconds = 900, name?: string) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT, { limit, windowSeconds, name } satisfies Partial<RateLimitRule>),
    // a route guard, so it runs after the global authentication guard and counts per caller
    UseGuards(RateLimitGuard),
  );

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const rule = this.reflector.getAllAndOverride<Partial<RateLimitRule> | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const name = rule.name ?? `${context.getClass().name}.${context.getHandler().name}`;
    const user = (req as unknown as { user?: { userId?: string; appId?: string } }).user;
    const key = `${user?.appId ?? 'anon'}:${user?.userId ?? req.ip ?? 'unknown'}`;
    rateLimiter.consumeOrThrow({ name, limit: rule.limit!, windowSeconds: rule.windowSeconds! }, key, res);
    return true;
  }
}
