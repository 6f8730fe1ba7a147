import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, BooleanParam } from '@platform/http';
import { lineItemCuratedCategoryNotFound } from '../../domain/line-item-curated-category';
import { lineItemCuratedCategoriesTable } from '../../projections/tables';

class GetLineItemCuratedCategoryRequest {
  @BooleanParam()
  with_deleted: boolean = false;
}

@ApiTags('ads: line items')
@Controller(adsPaths('accounts/:account_id/line_item_curated_categories/:line_item_curated_category_id'))
export class GetLineItemCuratedCategoryController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @AccountScoped()
  async get(
    @Param('account_id') accountId: string,
    @Param('line_item_curated_category_id') id: string,
    @AdsParams(GetLineItemCuratedCategoryRequest) p: GetLineItemCuratedCategoryRequest,
  ) {
    const link = await lineItemCuratedCategoriesTable.get(this.db, requestContext.environment(), accountId, id, p.with_deleted);
    if (!link) throw lineItemCuratedCategoryNotFound(id, accountId);
    return AdsResponse.of(link);
  }
}
