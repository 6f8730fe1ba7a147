import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { LineItemCuratedCategoryView } from '../../domain/views';
import { CreateLineItemCuratedCategoryCommand } from './create-line-item-curated-category.command';
import { CreateLineItemCuratedCategoryRequest } from './create-line-item-curated-category.request';

@ApiTags('ads: line items')
@Controller(adsPaths('accounts/:account_id/line_item_curated_categories'))
export class CreateLineItemCuratedCategoryController {
  constructor(private readonly commands: CommandBus) {}

  /** Links a PREROLL_VIEWS line item to a curated category (one per line item). */
  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(CreateLineItemCuratedCategoryRequest) p: CreateLineItemCuratedCategoryRequest) {
    const link = await this.commands.execute<CreateLineItemCuratedCategoryCommand, LineItemCuratedCategoryView>(
      new CreateLineItemCuratedCategoryCommand(requestContext.environment(), accountId, p.line_item_id, p.curated_category_id),
    );
    return AdsResponse.of(link);
  }
}
