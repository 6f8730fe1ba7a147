import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, Claims } from '@platform/ads-entity';
import type { LineItemCuratedCategoryView } from '../../domain/views';
import { LineItemCuratedCategory } from '../../entities/line-item-curated-category.entity';
import { checkCuratedCategory, linkLineItem, unlinkLineItem } from '../shared/curated-category-link-rules';
import { UpdateLineItemCuratedCategoryCommand } from './update-line-item-curated-category.command';

/** A link moved to another line item claims that one's curated category and frees the old one's, in one append. */
@CommandHandler(UpdateLineItemCuratedCategoryCommand)
export class UpdateLineItemCuratedCategoryHandler
  implements ICommandHandler<UpdateLineItemCuratedCategoryCommand, LineItemCuratedCategoryView>
{
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
  ) {}

  execute({ environment, accountId, id, lineItemId, curatedCategoryId }: UpdateLineItemCuratedCategoryCommand) {
    if (curatedCategoryId !== undefined) checkCuratedCategory(curatedCategoryId);
    return this.entities.update(
      LineItemCuratedCategory,
      { environment, accountId, id, lineItemId, curatedCategoryId },
      this.claims.context<LineItemCuratedCategoryView>(async (link, claims) => {
        // an unknown link is answered 404 by its lifecycle; SDKs send the whole object back, so an
        // unchanged line item is not checked again
        if (!link || lineItemId === undefined || lineItemId === link.line_item_id) return;
        const guards = await linkLineItem(this.entities, claims, environment, accountId, lineItemId, id);
        await unlinkLineItem(claims, environment, link.line_item_id, id);
        return { guards };
      }),
    );
  }
}
