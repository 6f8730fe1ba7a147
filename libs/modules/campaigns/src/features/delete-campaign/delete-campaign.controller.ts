import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import type { CampaignView } from '../../domain/views';
import { DeleteCampaignCommand } from './delete-campaign.command';

@ApiTags('ads: campaigns')
@Controller(adsPaths('accounts/:account_id/campaigns/:campaign_id'))
export class DeleteCampaignController {
  constructor(private readonly commands: CommandBus) {}

  /** Irreversible; deleting again answers 404. */
  @Delete()
  @AccountScoped()
  async delete(@Param('account_id') accountId: string, @Param('campaign_id') campaignId: string) {
    return AdsResponse.of(
      await this.commands.execute<DeleteCampaignCommand, CampaignView>(
        new DeleteCampaignCommand(requestContext.environment(), accountId, campaignId),
      ),
    );
  }
}
