import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, type Environment, isoSeconds, numericId } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import {
  CATALOG_PRODUCTS_STREAM,
  catalogProductsDecider,
  catalogProductsStreamId,
  type CatalogProductsState,
  type CreateProductSet,
  type DeleteProductSet,
  productSetNotFound,
  type UpdateProductSet,
} from '../domain/catalog-products';
import { productSetView, type ProductSetView } from '../domain/product-set';
import { onOwnedCatalog } from './owned-catalog';

/** A product set command of the caller on one of their catalog's sets. */
export class ProductSetCommand {
  constructor(
    readonly environment: Environment,
    readonly userId: string,
    readonly catalogId: string,
    readonly change:
      | Omit<CreateProductSet, 'environment' | 'catalogId' | 'userId' | 'now' | 'setId'>
      | Omit<UpdateProductSet, 'environment' | 'catalogId' | 'userId' | 'now'>
      | Omit<DeleteProductSet, 'environment' | 'catalogId' | 'userId' | 'now'>,
  ) {}
}

/**
 * Runs a product set command on the catalog's stream (its products are what a
 * MANUAL set's keys are checked against), guarded by the caller's ownership
 * of the catalog; answers the set as decided (a deleted one as it was).
 */
@CommandHandler(ProductSetCommand)
export class ProductSetHandler implements ICommandHandler<ProductSetCommand, ProductSetView> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, userId, catalogId, change }: ProductSetCommand): Promise<ProductSetView> {
    const setId = 'setId' in change ? change.setId : numericId();
    const command = { ...change, environment, userId, catalogId, setId, now: isoSeconds(this.clock.now()) } as CreateProductSet | UpdateProductSet | DeleteProductSet;
    let before: ProductSetView | undefined;
    const { state } = await this.store.handle(
      catalogProductsStreamId(environment, catalogId),
      CATALOG_PRODUCTS_STREAM,
      catalogProductsDecider,
      onOwnedCatalog(this.store, command, command, (loaded: CatalogProductsState) => {
        const set = loaded.sets.get(setId);
        before = set && productSetView(set);
      }),
    );
    const set = state.sets.get(setId);
    if (set) return productSetView(set);
    if (before) return before;
    throw productSetNotFound(setId);
  }
}
