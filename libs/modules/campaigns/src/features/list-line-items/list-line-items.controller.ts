import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, parseSortBy } from '@platform/http';
import { lineItemsTable } from '../../projections/tables';
import { ListLineItemsRequest } from './list-line-items.request';

@ApiTags('ads: line items')
@Controller(adsPaths('accounts/:account_id/line_items'))
export class ListLineItemsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @AccountScoped()
  async list(@Param('account_id') accountId: string, @AdsParams(ListLineItemsRequest) p: ListLineItemsRequest) {
    const page = await lineItemsTable.listJson(this.db, {
      environment: requestContext.environment(),
      accountId,
      filters: {
        id: p.line_item_ids,
        campaign_id: p.campaign_ids,
        funding_instrument_id: p.funding_instrument_ids,
        entity_status: p.with_draft ? undefined : ['ACTIVE', 'PAUSED'],
      },
      q: p.q,
      withDeleted: p.with_deleted,
      sortBy: parseSortBy(p.sort_by, Object.keys(lineItemsTable.spec.sortColumns)),
      count: p.count,
      cursor: p.cursor,
      withTotalCount: p.with_total_count,
    });
    return AdsResponse.page(page);
  }
}
