import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { PromotedAccountView } from '../../domain/promotion';
import { CreatePromotedAccountCommand } from './create-promoted-account.command';
import { CreatePromotedAccountRequest } from './create-promoted-account.request';

@ApiTags('ads: promoted accounts')
@Controller(adsPaths('accounts/:account_id/promoted_accounts'))
export class CreatePromotedAccountController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(CreatePromotedAccountRequest) p: CreatePromotedAccountRequest) {
    return AdsResponse.of(
      await this.commands.execute<CreatePromotedAccountCommand, PromotedAccountView>(
        new CreatePromotedAccountCommand(requestContext.environment(), accountId, p.line_item_id, p.user_id),
      ),
    );
  }
}
