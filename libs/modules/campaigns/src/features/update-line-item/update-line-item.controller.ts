import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { LineItemView } from '../../domain/views';
import { lineItemPatch } from '../shared/line-item-fields';
import { UpdateLineItemCommand } from './update-line-item.command';
import { UpdateLineItemRequest } from '../shared/update-line-item.request';

@ApiTags('ads: line items')
@Controller(adsPaths('accounts/:account_id/line_items/:line_item_id'))
export class UpdateLineItemController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @AccountScoped()
  async update(
    @Param('account_id') accountId: string,
    @Param('line_item_id') lineItemId: string,
    @AdsParams(UpdateLineItemRequest) p: UpdateLineItemRequest,
  ) {
    const lineItem = await this.commands.execute<UpdateLineItemCommand, LineItemView>(
      new UpdateLineItemCommand(requestContext.environment(), accountId, lineItemId, lineItemPatch(p)),
    );
    return AdsResponse.of(lineItem);
  }
}
