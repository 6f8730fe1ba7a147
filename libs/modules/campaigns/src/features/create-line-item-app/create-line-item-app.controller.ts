import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { LineItemAppView } from '../../domain/line-item-extras';
import { CreateLineItemAppCommand } from './line-item-app.commands';
import { CreateLineItemAppRequest } from './line-item-app.request';

@ApiTags('ads: line item apps')
@Controller(adsPaths('accounts/:account_id/line_item_apps'))
export class CreateLineItemAppController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(CreateLineItemAppRequest) p: CreateLineItemAppRequest) {
    return AdsResponse.of(
      await this.commands.execute<CreateLineItemAppCommand, LineItemAppView>(
        new CreateLineItemAppCommand(requestContext.environment(), accountId, p.line_item_id, p.os_type, p.app_store_identifier),
      ),
    );
  }
}
