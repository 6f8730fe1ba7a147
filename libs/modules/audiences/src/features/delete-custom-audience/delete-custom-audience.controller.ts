import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import type { CustomAudienceView } from '../../domain/views';
import { DeleteCustomAudienceCommand } from './delete-custom-audience.handler';

/** Only the owner deletes; irreversible, the audience answers 404 afterwards and its name is free again. */
@ApiTags('ads: custom audiences')
@Controller(adsPaths('accounts/:account_id/custom_audiences/:custom_audience_id'))
export class DeleteCustomAudienceController {
  constructor(private readonly commands: CommandBus) {}

  @Delete()
  @AccountScoped()
  async delete(@Param('account_id') accountId: string, @Param('custom_audience_id') id: string) {
    return AdsResponse.of(
      await this.commands.execute<DeleteCustomAudienceCommand, CustomAudienceView>(new DeleteCustomAudienceCommand(requestContext.environment(), accountId, id)),
    );
  }
}
