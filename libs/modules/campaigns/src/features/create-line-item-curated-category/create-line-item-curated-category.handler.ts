import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { base36Id, CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import {
  LINE_ITEM_CURATED_CATEGORY_STREAM,
  lineItemCuratedCategoryDecider,
  lineItemCuratedCategoryStreamId,
} from '../../domain/line-item-curated-category';
import type { LineItemCuratedCategoryView } from '../../domain/views';
import { lineItemCuratedCategoriesTable } from '../../projections/tables';
import { CreateLineItemCuratedCategoryCommand } from './create-line-item-curated-category.command';
import { checkCuratedCategory, checkLineItemForLink, oneLinkPerLineItem } from './curated-category-link-rules';

@CommandHandler(CreateLineItemCuratedCategoryCommand)
export class CreateLineItemCuratedCategoryHandler
  implements ICommandHandler<CreateLineItemCuratedCategoryCommand, LineItemCuratedCategoryView>
{
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, accountId, lineItemId, curatedCategoryId }: CreateLineItemCuratedCategoryCommand) {
    await checkLineItemForLink(this.db, environment, accountId, lineItemId);
    checkCuratedCategory(curatedCategoryId);
    const id = base36Id();
    await oneLinkPerLineItem(lineItemId, () =>
      this.store.handle(
        lineItemCuratedCategoryStreamId(environment, id),
        LINE_ITEM_CURATED_CATEGORY_STREAM,
        lineItemCuratedCategoryDecider,
        { type: 'CreateLineItemCuratedCategory', environment, accountId, id, lineItemId, curatedCategoryId, now: isoSeconds(this.clock.now()) },
        { accountId },
      ),
    );
    return (await lineItemCuratedCategoriesTable.get(this.db, environment, accountId, id))!;
  }
}
