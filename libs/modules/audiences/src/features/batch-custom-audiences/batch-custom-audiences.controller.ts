import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { BatchEndpoint, judgeBatchBody } from '@platform/ads-entity';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import type { CustomAudienceView } from '../../domain/views';
import { BatchCustomAudiencesCommand } from './batch-custom-audiences.command';
import { CUSTOM_AUDIENCE_BATCH } from './batch-custom-audiences.request';

@ApiTags('ads: custom audiences')
@Controller(adsPaths('batch/accounts/:account_id/custom_audiences'))
export class BatchCustomAudiencesController {
  constructor(private readonly commands: CommandBus) {}

  /** A JSON array of `{operation_type: Create | Update | Delete, params}`; applied as a whole or not at all. */
  @Post()
  @HttpCode(200)
  @AccountScoped()
  @BatchEndpoint(Object.keys(CUSTOM_AUDIENCE_BATCH.operations))
  async batch(@Param('account_id') accountId: string, @Body() body: unknown) {
    const operations = judgeBatchBody(body, CUSTOM_AUDIENCE_BATCH);
    const audiences = await this.commands.execute<BatchCustomAudiencesCommand, CustomAudienceView[]>(
      new BatchCustomAudiencesCommand(requestContext.environment(), accountId, operations),
    );
    return AdsResponse.batch(audiences, operations.map((o) => o.echo));
  }
}
