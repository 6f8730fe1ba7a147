export { CatalogModule } from './catalog.module';
export { catalogMigrations } from './persistence/migrations';
