import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { base36Id, CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { LINE_ITEM_STREAM, lineItemDecider, lineItemStreamId } from '../../domain/line-item';
import type { LineItemView } from '../../domain/views';
import { lineItemsTable } from '../../projections/tables';
import { CreateLineItemCommand } from './create-line-item.command';
import { parentCampaign } from './parent-campaign';

@CommandHandler(CreateLineItemCommand)
export class CreateLineItemHandler implements ICommandHandler<CreateLineItemCommand, LineItemView> {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(c: CreateLineItemCommand): Promise<LineItemView> {
    const campaign = await parentCampaign(this.db, c.environment, c.accountId, c.campaignId);
    const id = base36Id();
    await this.store.handle(
      lineItemStreamId(c.environment, id),
      LINE_ITEM_STREAM,
      lineItemDecider,
      {
        type: 'CreateLineItem',
        environment: c.environment,
        accountId: c.accountId,
        id,
        campaign,
        fields: {
          ...stripNulls(c.fields),
          objective: c.objective,
          product_type: c.productType,
          placements: c.placements,
        },
        now: isoSeconds(this.clock.now()),
      },
      { accountId: c.accountId },
    );
    return (await lineItemsTable.get(this.db, c.environment, c.accountId, id))!;
  }
}

/** On create an empty value is simply no value. */
function stripNulls<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;
}
