import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { LINE_ITEM_STREAM, lineItemDecider, lineItemNotFound, lineItemStreamId } from '../../domain/line-item';
import type { LineItemView } from '../../domain/views';
import { lineItemsTable } from '../../projections/tables';
import { parentCampaign } from '../create-line-item/parent-campaign';
import { UpdateLineItemCommand } from './update-line-item.command';

@CommandHandler(UpdateLineItemCommand)
export class UpdateLineItemHandler implements ICommandHandler<UpdateLineItemCommand, LineItemView> {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, accountId, lineItemId, patch }: UpdateLineItemCommand): Promise<LineItemView> {
    const current = await lineItemsTable.get(this.db, environment, accountId, lineItemId);
    if (!current) throw lineItemNotFound(lineItemId, accountId);
    const campaign = await parentCampaign(this.db, environment, accountId, current.campaign_id);
    await this.store.handle(
      lineItemStreamId(environment, lineItemId),
      LINE_ITEM_STREAM,
      lineItemDecider,
      { type: 'UpdateLineItem', environment, accountId, id: lineItemId, campaign, patch, now: isoSeconds(this.clock.now()) },
      { accountId },
    );
    return (await lineItemsTable.get(this.db, environment, accountId, lineItemId))!;
  }
}
