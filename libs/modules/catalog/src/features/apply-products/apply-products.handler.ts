import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { numericId } from '@platform/ddd';
import { type ApplyProducts, decideProducts, type ItemOutcome } from '../../domain/catalog-products';
import { CatalogProducts } from '../shared/catalog-products';
import { ApplyProductsCommand } from '../shared/apply-products.command';

/** One batch: decided on the catalog's products as they are, appended as one event; answers each item's outcome. */
@CommandHandler(ApplyProductsCommand)
export class ApplyProductsHandler implements ICommandHandler<ApplyProductsCommand, ItemOutcome[]> {
  constructor(private readonly products: CatalogProducts) {}

  execute({ environment, userId, catalogId, items, maxItems }: ApplyProductsCommand): Promise<ItemOutcome[]> {
    const newKeys = items.map(() => numericId());
    const command: ApplyProducts = { type: 'ApplyProducts', environment, catalogId, userId, items, newKeys, maxItems, now: this.products.now() };
    // the outcomes of the state the attempt decides on (the decider's events come from the same decision)
    return this.products.decide(command, (state) => decideProducts(command, state).outcomes);
  }
}
