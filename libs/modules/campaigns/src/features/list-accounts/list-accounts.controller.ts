import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, parseSortBy } from '@platform/http';
import { ACCOUNT_SORT_FIELDS, AccountsReadModel } from '../../projections/accounts.read-model';
import { ListAccountsRequest } from './list-accounts.request';

@ApiTags('ads: accounts')
@Controller(adsPaths('accounts'))
export class ListAccountsController {
  constructor(private readonly accounts: AccountsReadModel) {}

  /** The ad accounts the authenticated user may use. */
  @Get()
  @UserContext()
  async list(@AdsParams(ListAccountsRequest) params: ListAccountsRequest, @CallingUser() userId: string) {
    const page = await this.accounts.listForUser(requestContext.environment(), userId, {
      accountIds: params.account_ids,
      q: params.q,
      withDeleted: params.with_deleted,
      sortBy: parseSortBy(params.sort_by, ACCOUNT_SORT_FIELDS),
      count: params.count,
      cursor: params.cursor,
      withTotalCount: params.with_total_count,
    });
    return AdsResponse.page(page);
  }
}
