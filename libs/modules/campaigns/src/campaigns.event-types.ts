import type { EventTypeDefinition } from '@platform/event-store';
import { taxSettingsChangedV1ToV2, taxSettingsSetV1ToV2, userSettingsChangedV1ToV2, userSettingsSetV1ToV2 } from './domain/account-settings';
import { fundingInstrumentCreatedV1ToV2 } from './domain/funding-instrument';
import { targetingCriterionCreatedV1ToV2 } from './domain/targeting-criterion';

/** Every event type this module appends, with its schema version. */
export const campaignsEventTypes: EventTypeDefinition[] = [
  { type: 'campaigns.AccountCreated', schemaVersion: 1 },
  { type: 'campaigns.AccountUserGranted', schemaVersion: 1 },
  { type: 'campaigns.AccountUpdated', schemaVersion: 1 },
  { type: 'campaigns.AccountDeleted', schemaVersion: 1 },
  { type: 'campaigns.AccountFeaturesChanged', schemaVersion: 1 },
  { type: 'campaigns.FundingInstrumentCreated', schemaVersion: 2, upcasters: { 1: fundingInstrumentCreatedV1ToV2 } },
  { type: 'campaigns.FundingInstrumentDeleted', schemaVersion: 1 },
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
  { type: 'campaigns.TargetingCriterionCreated', schemaVersion: 2, upcasters: { 1: targetingCriterionCreatedV1ToV2 } },
  { type: 'campaigns.TargetingCriterionDeleted', schemaVersion: 1 },
  { type: 'campaigns.AccountAppAdded', schemaVersion: 1 },
  { type: 'campaigns.PromotedPostCreated', schemaVersion: 1 },
  { type: 'campaigns.PromotedPostUpdated', schemaVersion: 1 },
  { type: 'campaigns.PromotedPostDeleted', schemaVersion: 1 },
  { type: 'campaigns.PromotedAccountCreated', schemaVersion: 1 },
  { type: 'campaigns.PromotedAccountUpdated', schemaVersion: 1 },
  { type: 'campaigns.PromotedAccountDeleted', schemaVersion: 1 },
  { type: 'campaigns.ScheduledPromotedPostCreated', schemaVersion: 1 },
  { type: 'campaigns.ScheduledPromotedPostUpdated', schemaVersion: 1 },
  { type: 'campaigns.ScheduledPromotedPostDeleted', schemaVersion: 1 },
  { type: 'campaigns.TaxSettingsSet', schemaVersion: 2, upcasters: { 1: taxSettingsSetV1ToV2 } },
  { type: 'campaigns.TaxSettingsChanged', schemaVersion: 2, upcasters: { 1: taxSettingsChangedV1ToV2 } },
  { type: 'campaigns.UserSettingsSet', schemaVersion: 2, upcasters: { 1: userSettingsSetV1ToV2 } },
  { type: 'campaigns.UserSettingsChanged', schemaVersion: 2, upcasters: { 1: userSettingsChangedV1ToV2 } },
];
