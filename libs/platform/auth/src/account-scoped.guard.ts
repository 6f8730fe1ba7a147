import { applyDecorators, CanActivate, ExecutionContext, Inject, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { requestContext } from '@platform/ddd';
import { AdsError } from '@platform/http';
import { ACCOUNT_ACCESS, type AccountAccess } from './account-access';
import { UserContext } from './authenticated.decorator';
import type { Principal } from './principal';

/**
 * Ads routes under /accounts/:account_id: the account must belong to the
 * authenticated user in this environment. Unknown accounts and other users'
 * accounts get the same answer, so nothing is revealed.
 */
@Injectable()
export class AccountScopedGuard implements CanActivate {
  constructor(@Inject(ACCOUNT_ACCESS) private readonly access: AccountAccess) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const accountId = String(req.params.account_id ?? '');
    const principal = (req as unknown as { user?: Principal }).user;
    const userId = principal?.scheme === 'oauth1' || principal?.scheme === 'bearer' ? principal.userId : undefined;
    if (!accountId || !userId || !(await this.access.hasAccess(requestContext.environment(), accountId, userId))) {
      throw new AdsError(403, 'ACCOUNT_NOT_FOUND', `Account ${accountId} was not found`, 'account_id');
    }
    requestContext.assign({ accountId });
    return true;
  }
}

/** Ads user context (OAuth 1.0a or an OAuth 2.0 user token) plus access to the path's :account_id. */
export const AccountScoped = () => applyDecorators(UserContext(), UseGuards(AccountScopedGuard));
