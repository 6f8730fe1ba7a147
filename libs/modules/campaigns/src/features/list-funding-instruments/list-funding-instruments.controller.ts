import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, parseSortBy } from '@platform/http';
import { fundingInstrumentsTable } from '../../projections/tables';
import { ListFundingInstrumentsRequest } from './list-funding-instruments.request';

@ApiTags('ads: funding instruments')
@Controller(adsPaths('accounts/:account_id/funding_instruments'))
export class ListFundingInstrumentsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @AccountScoped()
  async list(@Param('account_id') accountId: string, @AdsParams(ListFundingInstrumentsRequest) p: ListFundingInstrumentsRequest) {
    const page = await fundingInstrumentsTable.listJson(this.db, {
      environment: requestContext.environment(),
      accountId,
      filters: { id: p.funding_instrument_ids },
      withDeleted: p.with_deleted,
      sortBy: parseSortBy(p.sort_by, Object.keys(fundingInstrumentsTable.spec.sortColumns)),
      count: p.count,
      cursor: p.cursor,
      withTotalCount: p.with_total_count,
    });
    return AdsResponse.page(page);
  }
}
