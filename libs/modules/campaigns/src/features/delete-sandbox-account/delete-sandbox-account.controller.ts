import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { AdsResponse, adsPaths, SandboxOnly } from '@platform/http';
import type { AccountView } from '../../projections/accounts.read-model';
import { DeleteSandboxAccountCommand } from './delete-sandbox-account.command';

@ApiTags('ads: accounts')
@Controller(adsPaths('accounts/:account_id'))
export class DeleteSandboxAccountController {
  constructor(private readonly commands: CommandBus) {}

  /** Sandbox only: marks the account deleted. */
  @Delete()
  @AccountScoped()
  @SandboxOnly()
  async delete(@Param('account_id') accountId: string) {
    return AdsResponse.of(await this.commands.execute<DeleteSandboxAccountCommand, AccountView>(new DeleteSandboxAccountCommand(accountId)));
  }
}
