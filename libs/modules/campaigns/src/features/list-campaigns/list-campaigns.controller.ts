import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, parseSortBy } from '@platform/http';
import { campaignsTable } from '../../projections/tables';
import { ListCampaignsRequest } from './list-campaigns.request';

@ApiTags('ads: campaigns')
@Controller(adsPaths('accounts/:account_id/campaigns'))
export class ListCampaignsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @AccountScoped()
  async list(@Param('account_id') accountId: string, @AdsParams(ListCampaignsRequest) p: ListCampaignsRequest) {
    const page = await campaignsTable.listJson(this.db, {
      environment: requestContext.environment(),
      accountId,
      filters: {
        id: p.campaign_ids,
        funding_instrument_id: p.funding_instrument_ids,
        entity_status: p.with_draft ? undefined : ['ACTIVE', 'PAUSED'],
      },
      q: p.q,
      withDeleted: p.with_deleted,
      sortBy: parseSortBy(p.sort_by, Object.keys(campaignsTable.spec.sortColumns)),
      count: p.count,
      cursor: p.cursor,
      withTotalCount: p.with_total_count,
    });
    return AdsResponse.page(page);
  }
}
