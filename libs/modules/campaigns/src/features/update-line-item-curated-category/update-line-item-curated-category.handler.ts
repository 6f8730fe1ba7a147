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
import { checkCuratedCategory, checkLineItemForLink, oneLinkPerLineItem } from '../create-line-item-curated-category/curated-category-link-rules';
import { UpdateLineItemCuratedCategoryCommand } from './update-line-item-curated-category.command';

@CommandHandler(UpdateLineItemCuratedCategoryCommand)
export class UpdateLineItemCuratedCategoryHandler
  implements ICommandHandler<UpdateLineItemCuratedCategoryCommand, LineItemCuratedCategoryView>
{
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, accountId, id, lineItemId, curatedCategoryId }: UpdateLineItemCuratedCategoryCommand) {
    const link = await lineItemCuratedCategoriesTable.get(this.db, environment, accountId, id);
    if (!link) throw lineItemCuratedCategoryNotFound(id, accountId);
    // SDKs send the whole object back: an unchanged line item is not checked again
    if (lineItemId !== undefined && lineItemId !== link.line_item_id) {
      await checkLineItemForLink(this.db, environment, accountId, lineItemId, id);
    }
    if (curatedCategoryId !== undefined) checkCuratedCategory(curatedCategoryId);
    await oneLinkPerLineItem(lineItemId ?? link.line_item_id, () =>
      this.store.handle(
        lineItemCuratedCategoryStreamId(environment, id),
        LINE_ITEM_CURATED_CATEGORY_STREAM,
        lineItemCuratedCategoryDecider,
        { type: 'UpdateLineItemCuratedCategory', environment, accountId, id, lineItemId, curatedCategoryId, now: isoSeconds(this.clock.now()) },
        { accountId },
      ),
    );
    return (await lineItemCuratedCategoriesTable.get(this.db, environment, accountId, id))!;
  }
}
