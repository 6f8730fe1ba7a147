import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import {
  LINE_ITEM_CURATED_CATEGORY_STREAM,
  lineItemCuratedCategoryDecider,
  lineItemCuratedCategoryNotFound,
  lineItemCuratedCategoryStreamId,
} from '../../domain/line-item-curated-category';
import type { LineItemCuratedCategoryView } from '../../domain/views';
import { lineItemCuratedCategoriesTable } from '../../projections/tables';
import { DeleteLineItemCuratedCategoryCommand } from './delete-line-item-curated-category.command';

/** Marks the link deleted; deleting again answers 404. The line item may then be linked anew. */
@CommandHandler(DeleteLineItemCuratedCategoryCommand)
export class DeleteLineItemCuratedCategoryHandler
  implements ICommandHandler<DeleteLineItemCuratedCategoryCommand, LineItemCuratedCategoryView>
{
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, accountId, id }: DeleteLineItemCuratedCategoryCommand) {
    if (!(await lineItemCuratedCategoriesTable.get(this.db, environment, accountId, id))) throw lineItemCuratedCategoryNotFound(id, accountId);
    await this.store.handle(
      lineItemCuratedCategoryStreamId(environment, id),
      LINE_ITEM_CURATED_CATEGORY_STREAM,
      lineItemCuratedCategoryDecider,
      { type: 'DeleteLineItemCuratedCategory', environment, accountId, id, now: isoSeconds(this.clock.now()) },
      { accountId },
    );
    return (await lineItemCuratedCategoriesTable.get(this.db, environment, accountId, id, true))!;
  }
}
