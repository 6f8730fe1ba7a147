import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdsEntityRegistration, entityRoutes } from '@platform/ads-entity';
import { EventStore, EventTypeRegistry, ProcessorRunner, ProjectionRegistry } from '@platform/event-store';
import { ProductCatalog } from './entities/product-catalog.entity';
import { ProductSet } from './entities/product-set.entity';
import { ScheduledFeed } from './entities/scheduled-feed.entity';
import { ApplyProductsController } from './features/apply-products/apply-products.controller';
import { ApplyProductsHandler } from './features/apply-products/apply-products.handler';
import { CreateProductCatalogController } from './features/create-product-catalog/create-product-catalog.controller';
import { CreateProductSetController } from './features/create-product-set/create-product-set.controller';
import { CreateScheduledFeedController } from './features/create-scheduled-feed/create-scheduled-feed.controller';
import { DeleteProductsController } from './features/delete-products/delete-products.controller';
import { DeleteProductsHandler } from './features/delete-products/delete-products.handler';
import { ProductSetsProcessor } from './features/evaluate-product-sets/product-sets.processor';
import { ListFeedRunsController } from './features/list-feed-runs/list-feed-runs.controller';
import { ListProductsController } from './features/list-products/list-products.controller';
import { FeedRunner } from './features/run-scheduled-feeds/feed-runner.sweeper';
import { UpdateProductCatalogController } from './features/update-product-catalog/update-product-catalog.controller';
import { UpdateProductSetController } from './features/update-product-set/update-product-set.controller';
import { UpdateScheduledFeedController } from './features/update-scheduled-feed/update-scheduled-feed.controller';
import { productsProjection } from './projections/products.projection';
import { CATALOG_PRODUCTS } from './domain/catalog-products';
import { USER_CATALOG } from './domain/product-catalog';
import { SCHEDULED_FEED } from './domain/scheduled-feed';

/** The module's ads entities: registered (events, projection, history) and their declared routes mounted, from this list. */
const ENTITIES = [ProductCatalog, ProductSet, ScheduledFeed];

/**
 * Catalog: a user's product catalog (one per user), its products, product
 * sets and scheduled feeds. Catalogs belong to users, not ad accounts; sets
 * and feeds to their catalog.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    CreateProductCatalogController,
    UpdateProductCatalogController,
    ListProductsController,
    ApplyProductsController,
    DeleteProductsController,
    CreateProductSetController,
    UpdateProductSetController,
    CreateScheduledFeedController,
    UpdateScheduledFeedController,
    ListFeedRunsController,
    ...entityRoutes(ENTITIES),
  ],
  providers: [ApplyProductsHandler, DeleteProductsHandler, FeedRunner],
})
export class CatalogModule implements OnModuleInit {
  constructor(
    private readonly entities: AdsEntityRegistration,
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
    private readonly processors: ProcessorRunner,
    private readonly store: EventStore,
  ) {}

  onModuleInit(): void {
    this.entities.register(...ENTITIES);
    this.eventTypes.registerKinds(CATALOG_PRODUCTS, SCHEDULED_FEED, USER_CATALOG);
    this.projections.register(productsProjection);
    this.processors.register(new ProductSetsProcessor(this.store));
  }
}
