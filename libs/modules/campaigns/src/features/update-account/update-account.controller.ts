import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { AccountView } from '../../projections/accounts.read-model';
import { UpdateAccountCommand } from './update-account.command';
import { UpdateAccountRequest } from './update-account.request';

@ApiTags('ads: accounts')
@Controller(adsPaths('accounts/:account_id'))
export class UpdateAccountController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @AccountScoped()
  async update(@Param('account_id') accountId: string, @AdsParams(UpdateAccountRequest) params: UpdateAccountRequest) {
    const account = await this.commands.execute<UpdateAccountCommand, AccountView>(
      new UpdateAccountCommand(requestContext.environment(), accountId, params.name, params.industry_type),
    );
    return AdsResponse.of(account);
  }
}
