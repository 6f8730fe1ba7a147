import { CreateCatalog1732000007000 } from './1732000007000-create-catalog';

export const catalogMigrations = [CreateCatalog1732000007000];
