import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import type { LineItemView } from '../../domain/views';
import { DeleteLineItemCommand } from './delete-line-item.command';

@ApiTags('ads: line items')
@Controller(adsPaths('accounts/:account_id/line_items/:line_item_id'))
export class DeleteLineItemController {
  constructor(private readonly commands: CommandBus) {}

  /** Irreversible; deleting again answers 404 NOT_FOUND naming line_item_id. */
  @Delete()
  @AccountScoped()
  async delete(@Param('account_id') accountId: string, @Param('line_item_id') lineItemId: string) {
    return AdsResponse.of(
      await this.commands.execute<DeleteLineItemCommand, LineItemView>(
        new DeleteLineItemCommand(requestContext.environment(), accountId, lineItemId),
      ),
    );
  }
}
