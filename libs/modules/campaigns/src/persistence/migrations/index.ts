import { CreateCampaigns1732000002000 } from './1732000002000-create-campaigns';
import { CampaignEntities1732000002100 } from './1732000002100-campaign-entities';
import { CrossStreamUniqueness1732000002200 } from './1732000002200-cross-stream-uniqueness';
import { EntityJsonText1732000002300 } from './1732000002300-entity-json-text';
import { TargetingCriteria1732000008100 } from './1732000008100-targeting-criteria';
import { MediaCreatives1732000009200 } from './1732000009200-media-creatives';
import { Promotion1732000010100 } from './1732000010100-promotion';
import { LineItemExtras1732000010300 } from './1732000010300-line-item-extras';
import { MoneySettingsReadModels1732000011310 } from './1732000011310-money-settings-read-models';
import { ClaimStreams1732000011420 } from './1732000011420-claim-streams';
import { AccountsEntityTable1732000012100 } from './1732000012100-accounts-entity-table';

export const campaignsMigrations = [CreateCampaigns1732000002000, CampaignEntities1732000002100, CrossStreamUniqueness1732000002200, EntityJsonText1732000002300, TargetingCriteria1732000008100, MediaCreatives1732000009200, Promotion1732000010100, LineItemExtras1732000010300, MoneySettingsReadModels1732000011310, ClaimStreams1732000011420, AccountsEntityTable1732000012100];
