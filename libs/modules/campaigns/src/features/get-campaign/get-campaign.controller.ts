import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, BooleanParam } from '@platform/http';
import { campaignNotFound } from '../../domain/campaign';
import { campaignsTable } from '../../projections/tables';

class GetCampaignRequest {
  @BooleanParam()
  with_deleted: boolean = false;
}

@ApiTags('ads: campaigns')
@Controller(adsPaths('accounts/:account_id/campaigns/:campaign_id'))
export class GetCampaignController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @AccountScoped()
  async get(
    @Param('account_id') accountId: string,
    @Param('campaign_id') campaignId: string,
    @AdsParams(GetCampaignRequest) p: GetCampaignRequest,
  ) {
    const campaign = await campaignsTable.get(this.db, requestContext.environment(), accountId, campaignId, p.with_deleted);
    if (!campaign) throw campaignNotFound(campaignId, accountId);
    return AdsResponse.of(campaign);
  }
}
