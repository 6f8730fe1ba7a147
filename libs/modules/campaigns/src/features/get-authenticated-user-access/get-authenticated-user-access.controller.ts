import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ACCOUNT_DIRECTORY, type AccountDirectory, AccountScoped, CallingUser } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';

/**
 * `GET /12/accounts/:account_id/authenticated_user_access`: what the calling
 * user may do on the account. Its owner administers it; a user granted
 * access manages its ads; both compose posts for it (the neutral name of the
 * docs' composer permission).
 */
@ApiTags('ads: accounts')
@Controller(adsPaths('accounts/:account_id/authenticated_user_access'))
export class GetAuthenticatedUserAccessController {
  constructor(@Inject(ACCOUNT_DIRECTORY) private readonly accounts: AccountDirectory) {}

  @Get()
  @AccountScoped()
  async get(@Param('account_id') accountId: string, @CallingUser() userId: string) {
    const facts = await this.accounts.facts(requestContext.environment(), accountId);
    const owner = facts?.userIds[0] === userId;
    return AdsResponse.of({ user_id: userId, permissions: [owner ? 'ACCOUNT_ADMIN' : 'AD_MANAGER', 'POST_COMPOSER'] });
  }
}
