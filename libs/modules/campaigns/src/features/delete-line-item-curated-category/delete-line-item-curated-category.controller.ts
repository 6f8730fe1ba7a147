import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import type { LineItemCuratedCategoryView } from '../../domain/views';
import { DeleteLineItemCuratedCategoryCommand } from './delete-line-item-curated-category.command';

@ApiTags('ads: line items')
@Controller(adsPaths('accounts/:account_id/line_item_curated_categories/:line_item_curated_category_id'))
export class DeleteLineItemCuratedCategoryController {
  constructor(private readonly commands: CommandBus) {}

  /** Answers the link with deleted true; deleting again answers 404 naming line_item_curated_category_id. */
  @Delete()
  @AccountScoped()
  async delete(@Param('account_id') accountId: string, @Param('line_item_curated_category_id') id: string) {
    return AdsResponse.of(
      await this.commands.execute<DeleteLineItemCuratedCategoryCommand, LineItemCuratedCategoryView>(
        new DeleteLineItemCuratedCategoryCommand(requestContext.environment(), accountId, id),
      ),
    );
  }
}
