export { CampaignsModule } from './campaigns.module';
export { campaignsMigrations } from './persistence/migrations';
export { campaignHistory, lineItemHistory } from './contracts/history';
