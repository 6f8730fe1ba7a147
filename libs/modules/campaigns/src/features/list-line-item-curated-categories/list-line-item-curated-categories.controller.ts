import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, parseSortBy } from '@platform/http';
import { lineItemCuratedCategoriesTable } from '../../projections/tables';
import { ListLineItemCuratedCategoriesRequest } from './list-line-item-curated-categories.request';

@ApiTags('ads: line items')
@Controller(adsPaths('accounts/:account_id/line_item_curated_categories'))
export class ListLineItemCuratedCategoriesController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @AccountScoped()
  async list(@Param('account_id') accountId: string, @AdsParams(ListLineItemCuratedCategoriesRequest) p: ListLineItemCuratedCategoriesRequest) {
    const page = await lineItemCuratedCategoriesTable.listJson(this.db, {
      environment: requestContext.environment(),
      accountId,
      withDeleted: p.with_deleted,
      sortBy: parseSortBy(p.sort_by, Object.keys(lineItemCuratedCategoriesTable.spec.sortColumns)),
      count: p.count,
      cursor: p.cursor,
      withTotalCount: p.with_total_count,
    });
    return AdsResponse.page(page);
  }
}
