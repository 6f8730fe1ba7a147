import { CreateCampaigns1732000002000 } from './1732000002000-create-campaigns';

export const campaignsMigrations = [CreateCampaigns1732000002000];
