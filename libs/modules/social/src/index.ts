export { SocialModule } from './social.module';
export { socialMigrations } from './persistence/migrations';
