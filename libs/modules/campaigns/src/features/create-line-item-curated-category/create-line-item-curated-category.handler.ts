import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, Claims } from '@platform/ads-entity';
import { base36Id } from '@platform/ddd';
import type { LineItemCuratedCategoryView } from '../../domain/views';
import { LineItemCuratedCategory } from '../../entities/line-item-curated-category.entity';
import { CreateLineItemCuratedCategoryCommand } from './create-line-item-curated-category.command';
import { checkCuratedCategory, linkLineItem } from '../shared/curated-category-link-rules';

/** Links the line item and claims its curated category, in one append. */
@CommandHandler(CreateLineItemCuratedCategoryCommand)
export class CreateLineItemCuratedCategoryHandler
  implements ICommandHandler<CreateLineItemCuratedCategoryCommand, LineItemCuratedCategoryView>
{
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
  ) {}

  execute({ environment, accountId, lineItemId, curatedCategoryId }: CreateLineItemCuratedCategoryCommand) {
    checkCuratedCategory(curatedCategoryId);
    const id = base36Id();
    return this.entities.createWithId(
      LineItemCuratedCategory,
      id,
      { environment, accountId, lineItemId, curatedCategoryId },
      this.claims.context(async (_live, claims) => ({ guards: await linkLineItem(this.entities, claims, environment, accountId, lineItemId, id) })),
    );
  }
}
