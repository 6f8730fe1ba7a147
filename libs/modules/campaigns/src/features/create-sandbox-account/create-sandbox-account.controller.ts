import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CallingUser, UserContext } from '@platform/auth';
import { AdsResponse, adsPaths, SandboxOnly } from '@platform/http';
import { AccountCreation } from '../shared/account-creation';

@ApiTags('ads: accounts')
@Controller(adsPaths('accounts'))
export class CreateSandboxAccountController {
  constructor(private readonly creation: AccountCreation) {}

  /** Sandbox only: a new account for the caller, with its funding instrument; `data` is an array holding it, as the API answers. */
  @Post()
  @HttpCode(200)
  @UserContext()
  @SandboxOnly()
  async create(@CallingUser() userId: string) {
    const account = await this.creation.create({ environment: 'sandbox', name: 'Sandbox account', timezone: 'America/Los_Angeles', ownerUserId: userId });
    return AdsResponse.page({ data: [account], next_cursor: null });
  }
}
