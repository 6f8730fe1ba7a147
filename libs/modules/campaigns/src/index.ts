export { CampaignsModule } from './campaigns.module';
export { campaignsMigrations } from './persistence/migrations';
