import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import { ownCatalog, USER_CATALOG_STREAM, userCatalogDecider, userCatalogStreamId, type UserCatalogState } from '../../domain/product-catalog';
import { catalogView, type ProductCatalogView } from '../catalog-owner';
import { DeleteProductCatalogCommand } from './delete-product-catalog.command';

@CommandHandler(DeleteProductCatalogCommand)
export class DeleteProductCatalogHandler implements ICommandHandler<DeleteProductCatalogCommand, ProductCatalogView> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Answers the catalog as it was when deleted (the state decided on holds it no more). */
  async execute({ environment, userId, catalogId }: DeleteProductCatalogCommand): Promise<ProductCatalogView> {
    let deleted: ProductCatalogView | undefined;
    const command = { type: 'DeleteProductCatalog' as const, environment, userId, catalogId, now: isoSeconds(this.clock.now()) };
    await this.store.handle(
      userCatalogStreamId(environment, userId),
      USER_CATALOG_STREAM,
      userCatalogDecider,
      new Prepare(async (state: UserCatalogState) => {
        deleted = catalogView(ownCatalog(state, catalogId));
        return { command };
      }),
    );
    return deleted!;
  }
}
