import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { BatchEndpoint, judgeBatchBody } from '@platform/ads-entity';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import type { CampaignView } from '../../domain/views';
import { BatchCampaignsCommand } from './batch-campaigns.command';
import { CAMPAIGNS_BATCH } from './batch-campaigns.request';

@ApiTags('ads: campaigns')
@Controller(adsPaths('batch/accounts/:account_id/campaigns'))
export class BatchCampaignsController {
  constructor(private readonly commands: CommandBus) {}

  /** A JSON array of `{operation_type: Create | Update | Delete, params}`; applied as a whole or not at all, answered in request order. */
  @Post()
  @HttpCode(200)
  @AccountScoped()
  @BatchEndpoint(Object.keys(CAMPAIGNS_BATCH.operations))
  async batch(@Param('account_id') accountId: string, @Body() body: unknown) {
    const operations = judgeBatchBody(body, CAMPAIGNS_BATCH);
    const campaigns = await this.commands.execute<BatchCampaignsCommand, CampaignView[]>(new BatchCampaignsCommand(requestContext.environment(), accountId, operations));
    return AdsResponse.batch(campaigns, operations.map((o) => o.echo));
  }
}
