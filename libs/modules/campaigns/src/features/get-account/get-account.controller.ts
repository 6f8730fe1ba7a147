import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, BooleanParam } from '@platform/http';
import { accountNotFound } from '../../domain/account';
import { accountView, AccountsReadModel } from '../../projections/accounts.read-model';

class GetAccountRequest {
  @BooleanParam()
  with_deleted: boolean = false;
}

@ApiTags('ads: accounts')
@Controller(adsPaths('accounts/:account_id'))
export class GetAccountController {
  constructor(private readonly accounts: AccountsReadModel) {}

  @Get()
  @AccountScoped()
  async get(@Param('account_id') accountId: string, @AdsParams(GetAccountRequest) params: GetAccountRequest) {
    const row = await this.accounts.get(requestContext.environment(), accountId);
    if (!row || (row.deleted && !params.with_deleted)) throw accountNotFound(accountId);
    return AdsResponse.of(accountView(row));
  }
}
