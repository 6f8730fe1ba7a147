import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, Claims } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { LineItemCuratedCategoryView } from '../../domain/views';
import { LineItemCuratedCategory } from '../../entities/line-item-curated-category.entity';
import { unlinkLineItem } from '../create-line-item-curated-category/curated-category-link-rules';

export class DeleteLineItemCuratedCategoryCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly id: string,
  ) {}
}

/** Deletes the link and frees its line item's curated category, in one append. */
@CommandHandler(DeleteLineItemCuratedCategoryCommand)
export class DeleteLineItemCuratedCategoryHandler implements ICommandHandler<DeleteLineItemCuratedCategoryCommand, LineItemCuratedCategoryView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
  ) {}

  execute({ environment, accountId, id }: DeleteLineItemCuratedCategoryCommand): Promise<LineItemCuratedCategoryView> {
    const release = this.claims.context<LineItemCuratedCategoryView>(async (link, claims) => {
      if (link) await unlinkLineItem(claims, environment, link.line_item_id, id);
    });
    return this.entities.delete(LineItemCuratedCategory, { environment, accountId, id }, release);
  }
}
