import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { BatchEndpoint, judgeBatchBody } from '@platform/ads-entity';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import type { LineItemView } from '../../domain/views';
import { BatchLineItemsCommand } from './batch-line-items.command';
import { LINE_ITEMS_BATCH } from './batch-line-items.request';

@ApiTags('ads: line items')
@Controller(adsPaths('batch/accounts/:account_id/line_items'))
export class BatchLineItemsController {
  constructor(private readonly commands: CommandBus) {}

  /** A JSON array of `{operation_type: Create | Update | Delete, params}`; applied as a whole or not at all, answered in request order. */
  @Post()
  @HttpCode(200)
  @AccountScoped()
  @BatchEndpoint(Object.keys(LINE_ITEMS_BATCH.operations))
  async batch(@Param('account_id') accountId: string, @Body() body: unknown) {
    const operations = judgeBatchBody(body, LINE_ITEMS_BATCH);
    const lineItems = await this.commands.execute<BatchLineItemsCommand, LineItemView[]>(new BatchLineItemsCommand(requestContext.environment(), accountId, operations));
    return AdsResponse.batch(lineItems, operations.map((o) => o.echo));
  }
}
