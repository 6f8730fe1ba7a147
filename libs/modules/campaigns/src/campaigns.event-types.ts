import type { EventTypeDefinition } from '@platform/event-store';
import { fundingInstrumentCreatedV1ToV2 } from './domain/funding-instrument';

/** Every event type this module appends, with its schema version. */
export const campaignsEventTypes: EventTypeDefinition[] = [
  { type: 'campaigns.AccountCreated', schemaVersion: 1 },
  { type: 'campaigns.AccountUserGranted', schemaVersion: 1 },
  { type: 'campaigns.AccountUpdated', schemaVersion: 1 },
  { type: 'campaigns.AccountDeleted', schemaVersion: 1 },
  { type: 'campaigns.AccountFeaturesChanged', schemaVersion: 1 },
  { type: 'campaigns.FundingInstrumentCreated', schemaVersion: 2, upcasters: { 1: fundingInstrumentCreatedV1ToV2 } },
  { type: 'campaigns.CampaignCreated', schemaVersion: 1 },
  { type: 'campaigns.CampaignUpdated', schemaVersion: 1 },
  { type: 'campaigns.CampaignDeleted', schemaVersion: 1 },
  { type: 'campaigns.LineItemCreated', schemaVersion: 1 },
  { type: 'campaigns.LineItemUpdated', schemaVersion: 1 },
  { type: 'campaigns.LineItemDeleted', schemaVersion: 1 },
  { type: 'campaigns.LineItemCuratedCategoryCreated', schemaVersion: 1 },
  { type: 'campaigns.LineItemCuratedCategoryUpdated', schemaVersion: 1 },
  { type: 'campaigns.LineItemCuratedCategoryDeleted', schemaVersion: 1 },
  { type: 'campaigns.MediaCreativeCreated', schemaVersion: 1 },
  { type: 'campaigns.MediaCreativeUpdated', schemaVersion: 1 },
  { type: 'campaigns.MediaCreativeDeleted', schemaVersion: 1 },
  { type: 'campaigns.TargetingCriterionCreated', schemaVersion: 1 },
  { type: 'campaigns.TargetingCriterionDeleted', schemaVersion: 1 },
  { type: 'campaigns.AccountAppAdded', schemaVersion: 1 },
];
