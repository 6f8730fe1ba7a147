import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { USER_CATALOG_STREAM, userCatalogDecider, userCatalogStreamId } from '../../domain/product-catalog';
import { catalogView, type ProductCatalogView } from '../catalog-owner';
import { UpdateProductCatalogCommand } from './update-product-catalog.command';

@CommandHandler(UpdateProductCatalogCommand)
export class UpdateProductCatalogHandler implements ICommandHandler<UpdateProductCatalogCommand, ProductCatalogView> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, userId, catalogId, name }: UpdateProductCatalogCommand): Promise<ProductCatalogView> {
    const { state } = await this.store.handle(userCatalogStreamId(environment, userId), USER_CATALOG_STREAM, userCatalogDecider, {
      type: 'RenameProductCatalog',
      environment,
      userId,
      catalogId,
      name,
      now: isoSeconds(this.clock.now()),
    });
    return catalogView(state.catalog!);
  }
}
