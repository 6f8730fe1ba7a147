import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdsEntities } from '@platform/ads-entity';
import type { LineItemCuratedCategoryView } from '../../domain/views';
import { LineItemCuratedCategory } from '../../entities/line-item-curated-category.entity';
import {
  checkCuratedCategory,
  checkLineItemForLink,
  oneLinkPerLineItem,
} from '../create-line-item-curated-category/curated-category-link-rules';
import { UpdateLineItemCuratedCategoryCommand } from './update-line-item-curated-category.command';

@CommandHandler(UpdateLineItemCuratedCategoryCommand)
export class UpdateLineItemCuratedCategoryHandler
  implements ICommandHandler<UpdateLineItemCuratedCategoryCommand, LineItemCuratedCategoryView>
{
  constructor(
    private readonly entities: AdsEntities,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  execute({ environment, accountId, id, lineItemId, curatedCategoryId }: UpdateLineItemCuratedCategoryCommand) {
    if (curatedCategoryId !== undefined) checkCuratedCategory(curatedCategoryId);
    const update = () =>
      this.entities.update(LineItemCuratedCategory, { environment, accountId, id, lineItemId, curatedCategoryId }, async (link) => {
        // an unknown link is answered 404 by its lifecycle; SDKs send the whole object back, so an
        // unchanged line item is not checked again
        if (!link || lineItemId === undefined || lineItemId === link.line_item_id) return {};
        return { guards: await checkLineItemForLink(this.entities, this.db, environment, accountId, lineItemId, id) };
      });
    // only a change of line item can meet another link of it
    return lineItemId === undefined ? update() : oneLinkPerLineItem(lineItemId, update);
  }
}
