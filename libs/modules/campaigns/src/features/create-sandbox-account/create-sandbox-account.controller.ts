import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CallingUser, UserContext } from '@platform/auth';
import { AdsResponse, adsPaths, SandboxOnly } from '@platform/http';
import type { AccountView } from '../../projections/accounts.read-model';
import { CreateSandboxAccountCommand } from './create-sandbox-account.command';

@ApiTags('ads: accounts')
@Controller(adsPaths('accounts'))
export class CreateSandboxAccountController {
  constructor(private readonly commands: CommandBus) {}

  /** Sandbox only: a new account; `data` is an array holding it, as the API answers. */
  @Post()
  @HttpCode(200)
  @UserContext()
  @SandboxOnly()
  async create(@CallingUser() userId: string) {
    const account = await this.commands.execute<CreateSandboxAccountCommand, AccountView>(
      new CreateSandboxAccountCommand(userId),
    );
    return AdsResponse.page({ data: [account], next_cursor: null });
  }
}
