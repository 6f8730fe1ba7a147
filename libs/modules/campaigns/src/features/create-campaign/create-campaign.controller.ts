import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { CampaignView } from '../../domain/views';
import { CreateCampaignCommand } from './create-campaign.command';
import { CreateCampaignRequest } from '../shared/create-campaign.request';

@ApiTags('ads: campaigns')
@Controller(adsPaths('accounts/:account_id/campaigns'))
export class CreateCampaignController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(CreateCampaignRequest) p: CreateCampaignRequest) {
    const { funding_instrument_id, ...fields } = p;
    const campaign = await this.commands.execute<CreateCampaignCommand, CampaignView>(
      new CreateCampaignCommand(requestContext.environment(), accountId, funding_instrument_id, fields),
    );
    return AdsResponse.of(campaign);
  }
}
