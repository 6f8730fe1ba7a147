import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, SandboxOnly } from '@platform/http';
import { AddAccountFeaturesCommand } from './add-account-features.command';
import { AddAccountFeaturesRequest } from './add-account-features.request';

@ApiTags('ads: accounts')
@Controller(adsPaths('accounts/:account_id/features'))
export class AddAccountFeaturesController {
  constructor(private readonly commands: CommandBus) {}

  /** Sandbox only: adds features; `data` is every key the account has now. */
  @Post()
  @HttpCode(200)
  // guards run bottom-up: account ownership first, then the sandbox check
  @SandboxOnly()
  @AccountScoped()
  async add(@Param('account_id') accountId: string, @AdsParams(AddAccountFeaturesRequest) p: AddAccountFeaturesRequest) {
    const keys = await this.commands.execute<AddAccountFeaturesCommand, string[]>(
      new AddAccountFeaturesCommand(requestContext.environment(), accountId, p.feature_keys),
    );
    return AdsResponse.of(keys);
  }
}
