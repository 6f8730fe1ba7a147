import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { accountNotFound } from '../../domain/account';
import { AccountsReadModel } from '../../projections/accounts.read-model';
import { ListAccountFeaturesRequest } from './list-account-features.request';

@ApiTags('ads: accounts')
@Controller(adsPaths('accounts/:account_id/features'))
export class ListAccountFeaturesController {
  constructor(private readonly accounts: AccountsReadModel) {}

  /** The feature keys the account has (those asked for, when feature_keys is given), in key order. */
  @Get()
  @AccountScoped()
  async list(@Param('account_id') accountId: string, @AdsParams(ListAccountFeaturesRequest) p: ListAccountFeaturesRequest) {
    const account = await this.accounts.get(requestContext.environment(), accountId);
    if (!account || account.deleted) throw accountNotFound(accountId);
    const keys = p.feature_keys ? account.feature_keys.filter((key) => p.feature_keys!.includes(key)) : account.feature_keys;
    return AdsResponse.of([...keys].sort());
  }
}
