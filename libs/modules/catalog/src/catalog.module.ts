import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore, EventTypeRegistry, ProcessorRunner, ProjectionRegistry } from '@platform/event-store';
import { catalogEventTypes } from './catalog.event-types';
import { CreateProductCatalogController } from './features/create-product-catalog/create-product-catalog.controller';
import { CreateProductCatalogHandler } from './features/create-product-catalog/create-product-catalog.handler';
import { DeleteProductCatalogController } from './features/delete-product-catalog/delete-product-catalog.controller';
import { DeleteProductCatalogHandler } from './features/delete-product-catalog/delete-product-catalog.handler';
import { ListProductCatalogsController } from './features/list-product-catalogs/list-product-catalogs.controller';
import { UpdateProductCatalogController } from './features/update-product-catalog/update-product-catalog.controller';
import { UpdateProductCatalogHandler } from './features/update-product-catalog/update-product-catalog.handler';
import { productCatalogsProjection } from './projections/product-catalogs.projection';
import { productsProjection } from './projections/products.projection';
import { ApplyProductsController } from './features/apply-products/apply-products.controller';
import { ApplyProductsHandler } from './features/apply-products/apply-products.handler';
import { DeleteProductsController } from './features/delete-products/delete-products.controller';
import { DeleteProductsHandler } from './features/delete-products/delete-products.handler';
import { ListProductsController } from './features/list-products/list-products.controller';
import { CreateProductSetController } from './features/create-product-set/create-product-set.controller';
import { DeleteProductSetController } from './features/delete-product-set/delete-product-set.controller';
import { ProductSetsProcessor } from './features/evaluate-product-sets/product-sets.processor';
import { GetProductSetController } from './features/get-product-set/get-product-set.controller';
import { ListProductSetsController } from './features/list-product-sets/list-product-sets.controller';
import { ProductSetHandler } from './features/product-set-commands';
import { UpdateProductSetController } from './features/update-product-set/update-product-set.controller';
import { productSetsProjection } from './projections/product-sets.projection';
import { scheduledFeedsProjection } from './projections/scheduled-feeds.projection';
import { CreateScheduledFeedController } from './features/create-scheduled-feed/create-scheduled-feed.controller';
import { DeleteScheduledFeedController } from './features/delete-scheduled-feed/delete-scheduled-feed.controller';
import { ListFeedRunsController } from './features/list-feed-runs/list-feed-runs.controller';
import { ListScheduledFeedsController } from './features/list-scheduled-feeds/list-scheduled-feeds.controller';
import { FeedRunner } from './features/run-scheduled-feeds/feed-runner';
import { ScheduledFeedHandler } from './features/scheduled-feed-commands';
import { UpdateScheduledFeedController } from './features/update-scheduled-feed/update-scheduled-feed.controller';

/**
 * Catalog: a user's product catalog (one per user), its products, product
 * sets and scheduled feeds. Catalogs belong to users, not ad accounts.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    ListProductCatalogsController,
    CreateProductCatalogController,
    UpdateProductCatalogController,
    DeleteProductCatalogController,
    ListProductsController,
    ApplyProductsController,
    DeleteProductsController,
    ListProductSetsController,
    CreateProductSetController,
    GetProductSetController,
    UpdateProductSetController,
    DeleteProductSetController,
    ListScheduledFeedsController,
    CreateScheduledFeedController,
    UpdateScheduledFeedController,
    DeleteScheduledFeedController,
    ListFeedRunsController,
  ],
  providers: [CreateProductCatalogHandler, UpdateProductCatalogHandler, DeleteProductCatalogHandler, ApplyProductsHandler, DeleteProductsHandler, ProductSetHandler, ScheduledFeedHandler, FeedRunner],
})
export class CatalogModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
    private readonly processors: ProcessorRunner,
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.eventTypes.register(...catalogEventTypes);
    this.projections.register(productCatalogsProjection, productsProjection, productSetsProjection, scheduledFeedsProjection);
    this.processors.register(new ProductSetsProcessor(this.store, this.clock));
  }
}
