import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { CustomAudienceView } from '../../domain/views';
import { UpdateCustomAudienceCommand } from './update-custom-audience.command';
import { UpdateCustomAudienceRequest } from './update-custom-audience.request';

@ApiTags('ads: custom audiences')
@Controller(adsPaths('accounts/:account_id/custom_audiences/:custom_audience_id'))
export class UpdateCustomAudienceController {
  constructor(private readonly commands: CommandBus) {}

  /** Renames or describes the audience; only its owner may. */
  @Put()
  @AccountScoped()
  async update(
    @Param('account_id') accountId: string,
    @Param('custom_audience_id') id: string,
    @AdsParams(UpdateCustomAudienceRequest) p: UpdateCustomAudienceRequest,
  ) {
    const audience = await this.commands.execute<UpdateCustomAudienceCommand, CustomAudienceView>(
      new UpdateCustomAudienceCommand(requestContext.environment(), accountId, id, p),
    );
    return AdsResponse.of(audience);
  }
}
