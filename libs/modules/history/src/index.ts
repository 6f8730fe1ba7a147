export { HistoryModule } from './history.module';
export { historyMigrations } from './persistence/migrations';
