export { CampaignsModule } from './campaigns.module';
export { campaignsMigrations } from './persistence/migrations';
export { campaignHistory, campaignsHistory, lineItemHistory } from './contracts/history';
