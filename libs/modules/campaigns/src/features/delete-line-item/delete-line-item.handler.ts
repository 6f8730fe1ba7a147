import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { LINE_ITEM_STREAM, lineItemDecider, lineItemNotFound, lineItemStreamId } from '../../domain/line-item';
import type { LineItemView } from '../../domain/views';
import { lineItemsTable } from '../../projections/tables';
import { DeleteLineItemCommand } from './delete-line-item.command';

/** Irreversible. Children (promoted posts) keep `deleted: false` and show only with with_deleted. */
@CommandHandler(DeleteLineItemCommand)
export class DeleteLineItemHandler implements ICommandHandler<DeleteLineItemCommand, LineItemView> {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, accountId, lineItemId }: DeleteLineItemCommand): Promise<LineItemView> {
    if (!(await lineItemsTable.get(this.db, environment, accountId, lineItemId))) throw lineItemNotFound(lineItemId, accountId);
    await this.store.handle(
      lineItemStreamId(environment, lineItemId),
      LINE_ITEM_STREAM,
      lineItemDecider,
      { type: 'DeleteLineItem', environment, accountId, id: lineItemId, now: isoSeconds(this.clock.now()) },
      { accountId },
    );
    return (await lineItemsTable.get(this.db, environment, accountId, lineItemId, true))!;
  }
}
