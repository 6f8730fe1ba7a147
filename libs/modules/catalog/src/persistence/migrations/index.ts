import { CreateCatalog1732000007000 } from './1732000007000-create-catalog';
import { CatalogEntityTables1732000007100 } from './1732000007100-catalog-entity-tables';
import { ProductsFillfactor1732000007200 } from './1732000007200-products-fillfactor';

export const catalogMigrations = [CreateCatalog1732000007000, CatalogEntityTables1732000007100, ProductsFillfactor1732000007200];
