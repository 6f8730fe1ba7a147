import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import {
  CATALOG_PRODUCTS_STREAM,
  catalogProductsDecider,
  catalogProductsStreamId,
  type CatalogProductsState,
  decideDeletion,
  type DeleteOutcome,
  type DeleteProducts,
} from '../../domain/catalog-products';
import { onOwnedCatalog } from '../owned-catalog';
import { DeleteProductsCommand } from './delete-products.command';

/** Removes the products named, permanently; answers each key's outcome. */
@CommandHandler(DeleteProductsCommand)
export class DeleteProductsHandler implements ICommandHandler<DeleteProductsCommand, DeleteOutcome[]> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, userId, catalogId, productKeys }: DeleteProductsCommand): Promise<DeleteOutcome[]> {
    const command: DeleteProducts = { type: 'DeleteProducts', environment, catalogId, userId, productKeys, now: isoSeconds(this.clock.now()) };
    let outcomes: DeleteOutcome[] = [];
    await this.store.handle(
      catalogProductsStreamId(environment, catalogId),
      CATALOG_PRODUCTS_STREAM,
      catalogProductsDecider,
      onOwnedCatalog(this.store, command, command, (state: CatalogProductsState) => (outcomes = decideDeletion(command, state).outcomes)),
    );
    return outcomes;
  }
}
