export { CreativesModule } from './creatives.module';
export { creativesMigrations } from './persistence/migrations';
