export { AudiencesModule } from './audiences.module';
export { audiencesMigrations } from './persistence/migrations';
export { type CustomAudienceForTargeting, CustomAudienceTargeting } from './contracts/custom-audience-targeting';
