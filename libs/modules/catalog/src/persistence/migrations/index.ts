import { CreateCatalog1732000007000 } from './1732000007000-create-catalog';
import { CatalogEntityTables1732000007100 } from './1732000007100-catalog-entity-tables';

export const catalogMigrations = [CreateCatalog1732000007000, CatalogEntityTables1732000007100];
