import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, isoSeconds, numericId } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { USER_CATALOG_STREAM, userCatalogDecider, userCatalogStreamId } from '../../domain/product-catalog';
import { catalogView, type ProductCatalogView } from '../catalog-owner';
import { CreateProductCatalogCommand } from './create-product-catalog.command';

@CommandHandler(CreateProductCatalogCommand)
export class CreateProductCatalogHandler implements ICommandHandler<CreateProductCatalogCommand, ProductCatalogView> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, userId, name }: CreateProductCatalogCommand): Promise<ProductCatalogView> {
    const { state } = await this.store.handle(userCatalogStreamId(environment, userId), USER_CATALOG_STREAM, userCatalogDecider, {
      type: 'CreateProductCatalog',
      environment,
      userId,
      catalogId: numericId(),
      name,
      now: isoSeconds(this.clock.now()),
    });
    return catalogView(state.catalog!);
  }
}
