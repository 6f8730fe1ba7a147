import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, SandboxOnly } from '@platform/http';
import { RemoveAccountFeaturesCommand } from './remove-account-features.command';
import { RemoveAccountFeaturesRequest } from './remove-account-features.request';

@ApiTags('ads: accounts')
@Controller(adsPaths('accounts/:account_id/features'))
export class RemoveAccountFeaturesController {
  constructor(private readonly commands: CommandBus) {}

  /** Sandbox only: removes features; `data` is every key the account has left. */
  @Delete()
  // guards run bottom-up: account ownership first, then the sandbox check
  @SandboxOnly()
  @AccountScoped()
  async remove(@Param('account_id') accountId: string, @AdsParams(RemoveAccountFeaturesRequest) p: RemoveAccountFeaturesRequest) {
    const keys = await this.commands.execute<RemoveAccountFeaturesCommand, string[]>(
      new RemoveAccountFeaturesCommand(requestContext.environment(), accountId, p.feature_keys),
    );
    return AdsResponse.of(keys);
  }
}
