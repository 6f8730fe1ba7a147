import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import { newValues } from '../domain/changes';
import type { CampaignEvent } from '../domain/campaign';
import { campaignsTable } from './tables';

/** campaigns.campaigns: every campaign as the API shows it. */
export const campaignsProjection: InlineProjection = {
  name: 'campaigns.campaigns',
  tables: ['campaigns.campaigns'],
  handles: ['campaigns.CampaignCreated', 'campaigns.CampaignUpdated', 'campaigns.CampaignDeleted'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as CampaignEvent;
    switch (e.type) {
      case 'campaigns.CampaignCreated':
        await campaignsTable.insert(sql, e.data.environment, e.data.accountId, e.data.campaign);
        break;
      case 'campaigns.CampaignUpdated':
        await campaignsTable.patch(sql, e.data.environment, e.data.campaignId, {
          ...newValues(e.data.changes),
          updated_at: e.data.updatedAt,
        });
        break;
      case 'campaigns.CampaignDeleted':
        await campaignsTable.patch(sql, e.data.environment, e.data.campaignId, {
          deleted: true,
          servable: null,
          reasons_not_servable: [],
          updated_at: e.data.deletedAt,
        });
        break;
    }
  },
};
