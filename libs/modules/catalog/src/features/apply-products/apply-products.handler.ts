import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, isoSeconds, numericId } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import {
  type ApplyProducts,
  CATALOG_PRODUCTS_STREAM,
  catalogProductsDecider,
  catalogProductsStreamId,
  type CatalogProductsState,
  decideProducts,
  type ItemOutcome,
} from '../../domain/catalog-products';
import { onOwnedCatalog } from '../owned-catalog';
import { ApplyProductsCommand } from './apply-products.command';

/** One batch: decided on the catalog's products as they are, appended as one event; answers each item's outcome. */
@CommandHandler(ApplyProductsCommand)
export class ApplyProductsHandler implements ICommandHandler<ApplyProductsCommand, ItemOutcome[]> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, userId, catalogId, items, maxItems }: ApplyProductsCommand): Promise<ItemOutcome[]> {
    const command: ApplyProducts = {
      type: 'ApplyProducts',
      environment,
      catalogId,
      userId,
      items,
      newKeys: items.map(() => numericId()),
      maxItems,
      now: isoSeconds(this.clock.now()),
    };
    let outcomes: ItemOutcome[] = [];
    await this.store.handle(
      catalogProductsStreamId(environment, catalogId),
      CATALOG_PRODUCTS_STREAM,
      catalogProductsDecider,
      // the outcomes of the state the attempt decides on (the decider's events come from the same decision)
      onOwnedCatalog(this.store, command, command, (state: CatalogProductsState) => (outcomes = decideProducts(command, state).outcomes)),
    );
    return outcomes;
  }
}
