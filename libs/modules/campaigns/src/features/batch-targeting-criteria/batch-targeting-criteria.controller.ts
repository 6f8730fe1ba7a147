import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { BatchEndpoint, judgeBatchBody } from '@platform/ads-entity';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import type { TargetingCriterionView } from '../../domain/views';
import { BatchTargetingCriteriaCommand } from './batch-targeting-criteria.command';
import { TARGETING_CRITERIA_BATCH } from './batch-targeting-criteria.request';

@ApiTags('ads: targeting criteria')
@Controller(adsPaths('batch/accounts/:account_id/targeting_criteria'))
export class BatchTargetingCriteriaController {
  constructor(private readonly commands: CommandBus) {}

  /** A JSON array of `{operation_type: Create | Delete, params}`; applied as a whole or not at all. */
  @Post()
  @HttpCode(200)
  @AccountScoped()
  @BatchEndpoint(Object.keys(TARGETING_CRITERIA_BATCH.operations))
  async batch(@Param('account_id') accountId: string, @Body() body: unknown) {
    const operations = judgeBatchBody(body, TARGETING_CRITERIA_BATCH);
    const criteria = await this.commands.execute<BatchTargetingCriteriaCommand, TargetingCriterionView[]>(
      new BatchTargetingCriteriaCommand(requestContext.environment(), accountId, operations),
    );
    return AdsResponse.batch(criteria, operations.map((o) => o.echo));
  }
}
