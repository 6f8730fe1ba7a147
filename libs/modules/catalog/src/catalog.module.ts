import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventTypeRegistry, ProjectionRegistry } from '@platform/event-store';
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

/**
 * Catalog: a user's product catalog (one per user), its products and product
 * sets. Catalogs belong to users, not ad accounts.
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
  ],
  providers: [CreateProductCatalogHandler, UpdateProductCatalogHandler, DeleteProductCatalogHandler, ApplyProductsHandler, DeleteProductsHandler],
})
export class CatalogModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    this.eventTypes.register(...catalogEventTypes);
    this.projections.register(productCatalogsProjection, productsProjection);
  }
}
