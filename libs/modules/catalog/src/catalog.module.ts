import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdsEntityRegistration, entityRoutes } from '@platform/ads-entity';
import { EventStore, EventTypeRegistry, ProcessorRunner, ProjectionRegistry } from '@platform/event-store';
import { ProductCatalog } from './entities/product-catalog.entity';
import { ProductSet } from './entities/product-set.entity';
import { ScheduledFeed } from './entities/scheduled-feed.entity';
import { ApplyProductsController } from './features/apply-products/apply-products.controller';
import { ApplyProductsHandler } from './features/apply-products/apply-products.handler';
import { DeleteProductsController } from './features/delete-products/delete-products.controller';
import { DeleteProductsHandler } from './features/delete-products/delete-products.handler';
import { ProductSetsProcessor } from './features/evaluate-product-sets/product-sets.processor';
import { ListFeedRunsController } from './features/list-feed-runs/list-feed-runs.controller';
import { ListProductsController } from './features/list-products/list-products.controller';
import { FeedRunner } from './features/run-scheduled-feeds/feed-runner.sweeper';
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
    ListProductsController,
    ApplyProductsController,
    DeleteProductsController,
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
