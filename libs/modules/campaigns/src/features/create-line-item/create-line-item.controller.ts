import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { LineItemView } from '../../domain/views';
import { lineItemPatch } from '../shared/line-item-fields';
import { CreateLineItemCommand } from './create-line-item.command';
import { CreateLineItemRequest } from '../shared/create-line-item.request';

@ApiTags('ads: line items')
@Controller(adsPaths('accounts/:account_id/line_items'))
export class CreateLineItemController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(CreateLineItemRequest) p: CreateLineItemRequest) {
    const lineItem = await this.commands.execute<CreateLineItemCommand, LineItemView>(
      new CreateLineItemCommand(
        requestContext.environment(),
        accountId,
        p.campaign_id,
        p.objective,
        p.product_type,
        p.placements,
        lineItemPatch(p),
      ),
    );
    return AdsResponse.of(lineItem);
  }
}
