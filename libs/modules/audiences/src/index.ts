export { AudiencesModule } from './audiences.module';
export { audiencesMigrations } from './persistence/migrations';
