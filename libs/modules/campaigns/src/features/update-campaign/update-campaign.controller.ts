import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { CampaignFields } from '../../domain/campaign';
import type { CampaignView } from '../../domain/views';
import { UpdateCampaignCommand } from './update-campaign.command';
import { UpdateCampaignRequest } from '../shared/update-campaign.request';

@ApiTags('ads: campaigns')
@Controller(adsPaths('accounts/:account_id/campaigns/:campaign_id'))
export class UpdateCampaignController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @AccountScoped()
  async update(
    @Param('account_id') accountId: string,
    @Param('campaign_id') campaignId: string,
    @AdsParams(UpdateCampaignRequest) p: UpdateCampaignRequest,
  ) {
    const campaign = await this.commands.execute<UpdateCampaignCommand, CampaignView>(
      new UpdateCampaignCommand(requestContext.environment(), accountId, campaignId, p as Partial<CampaignFields>),
    );
    return AdsResponse.of(campaign);
  }
}
