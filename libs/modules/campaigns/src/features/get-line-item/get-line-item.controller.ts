import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, BooleanParam } from '@platform/http';
import { lineItemNotFound } from '../../domain/line-item';
import { lineItemsTable } from '../../projections/tables';

class GetLineItemRequest {
  @BooleanParam()
  with_deleted: boolean = false;
}

@ApiTags('ads: line items')
@Controller(adsPaths('accounts/:account_id/line_items/:line_item_id'))
export class GetLineItemController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @AccountScoped()
  async get(
    @Param('account_id') accountId: string,
    @Param('line_item_id') lineItemId: string,
    @AdsParams(GetLineItemRequest) p: GetLineItemRequest,
  ) {
    const lineItem = await lineItemsTable.get(this.db, requestContext.environment(), accountId, lineItemId, p.with_deleted);
    if (!lineItem) throw lineItemNotFound(lineItemId, accountId);
    return AdsResponse.of(lineItem);
  }
}
