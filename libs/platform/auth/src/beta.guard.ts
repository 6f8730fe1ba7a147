import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AdsError } from '@platform/http';
import type { Principal } from './principal';

/**
 * Endpoints the advertising API opens to approved client applications only
 * (early access, allowlisting). An app carries the betas the operator allows
 * it (every one unless set); a request from an app without this one is
 * refused as the API refuses an unapproved client application.
 */
export const BETAS = ['catalog', 'account_history', 'ads_mcp'] as const;
export type BetaName = (typeof BETAS)[number];

const BETA = 'aviary:beta';

@Injectable()
export class BetaGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const beta = this.reflector.getAllAndOverride<BetaName | undefined>(BETA, [context.getHandler(), context.getClass()]);
    if (!beta) return true;
    const principal = (context.switchToHttp().getRequest<Request>() as unknown as { user?: Principal }).user;
    const betas = principal?.scheme === 'oauth1' || (principal?.scheme === 'bearer' && principal.userId) ? principal.betas : [];
    if (betas === undefined || betas.includes(beta)) return true;
    throw new AdsError(403, 'UNAUTHORIZED_CLIENT_APPLICATION', `The client application making this request does not have access to the ${beta} endpoints`);
  }
}

/** The endpoint is open to apps allowed this beta. */
export const Beta = (name: BetaName) => applyDecorators(SetMetadata(BETA, name), UseGuards(BetaGuard));
