export { AnalyticsModule } from './analytics.module';
export { analyticsMigrations } from './persistence/migrations';
