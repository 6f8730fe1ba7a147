import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdsEntities } from '@platform/ads-entity';
import type { LineItemCuratedCategoryView } from '../../domain/views';
import { LineItemCuratedCategory } from '../../entities/line-item-curated-category.entity';
import { CreateLineItemCuratedCategoryCommand } from './create-line-item-curated-category.command';
import { checkCuratedCategory, checkLineItemForLink, oneLinkPerLineItem } from './curated-category-link-rules';

@CommandHandler(CreateLineItemCuratedCategoryCommand)
export class CreateLineItemCuratedCategoryHandler
  implements ICommandHandler<CreateLineItemCuratedCategoryCommand, LineItemCuratedCategoryView>
{
  constructor(
    private readonly entities: AdsEntities,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  execute({ environment, accountId, lineItemId, curatedCategoryId }: CreateLineItemCuratedCategoryCommand) {
    checkCuratedCategory(curatedCategoryId);
    return oneLinkPerLineItem(lineItemId, () =>
      this.entities.create(LineItemCuratedCategory, { environment, accountId, lineItemId, curatedCategoryId }, async () => ({
        guards: await checkLineItemForLink(this.entities, this.db, environment, accountId, lineItemId),
      })),
    );
  }
}
