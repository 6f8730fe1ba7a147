import type { EventTypeDefinition } from '@platform/event-store';

/** The event types this module appends besides its ads entities' (which the kit registers), with their schema versions. */
export const campaignsEventTypes: EventTypeDefinition[] = [
  { type: 'campaigns.AccountUserGranted', schemaVersion: 1 },
  { type: 'campaigns.AccountFeaturesChanged', schemaVersion: 1 },
  { type: 'campaigns.LineItemCuratedCategoryClaimed', schemaVersion: 1 },
  { type: 'campaigns.LineItemCuratedCategoryReleased', schemaVersion: 1 },
  { type: 'campaigns.LineItemCriterionAdded', schemaVersion: 1 },
  { type: 'campaigns.LineItemCriterionRemoved', schemaVersion: 1 },
  { type: 'campaigns.AccountAppClaimed', schemaVersion: 1 },
  { type: 'campaigns.AccountAppReleased', schemaVersion: 1 },
  { type: 'campaigns.PromotedAccountUserClaimed', schemaVersion: 1 },
  { type: 'campaigns.PromotedAccountUserReleased', schemaVersion: 1 },
];
