import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { LineItemCuratedCategoryView } from '../../domain/views';
import { UpdateLineItemCuratedCategoryCommand } from './update-line-item-curated-category.command';
import { UpdateLineItemCuratedCategoryRequest } from './update-line-item-curated-category.request';

@ApiTags('ads: line items')
@Controller(adsPaths('accounts/:account_id/line_item_curated_categories/:line_item_curated_category_id'))
export class UpdateLineItemCuratedCategoryController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @AccountScoped()
  async update(
    @Param('account_id') accountId: string,
    @Param('line_item_curated_category_id') id: string,
    @AdsParams(UpdateLineItemCuratedCategoryRequest) p: UpdateLineItemCuratedCategoryRequest,
  ) {
    const link = await this.commands.execute<UpdateLineItemCuratedCategoryCommand, LineItemCuratedCategoryView>(
      new UpdateLineItemCuratedCategoryCommand(requestContext.environment(), accountId, id, p.line_item_id, p.curated_category_id),
    );
    return AdsResponse.of(link);
  }
}
