import type { EventTypeDefinition } from '@platform/event-store';

/** Every event type this module appends, with its schema version. */
export const identityEventTypes: EventTypeDefinition[] = [
  { type: 'identity.AppRegistered', schemaVersion: 1 },
  { type: 'identity.AppBetasSet', schemaVersion: 1 },
  { type: 'identity.UserRegistered', schemaVersion: 1 },
  { type: 'identity.UserNameChanged', schemaVersion: 1 },
  { type: 'identity.UserDescriptionChanged', schemaVersion: 1 },
  { type: 'identity.UserScreenNameChanged', schemaVersion: 1 },
  { type: 'identity.UserVerifiedChanged', schemaVersion: 1 },
  { type: 'identity.UserLocationChanged', schemaVersion: 1 },
  { type: 'identity.UserUrlChanged', schemaVersion: 1 },
  { type: 'identity.UserProfileImageChanged', schemaVersion: 1 },
  { type: 'identity.UserProfileBannerChanged', schemaVersion: 1 },
  { type: 'identity.UserAffiliationChanged', schemaVersion: 1 },
  { type: 'identity.AccessTokenIssued', schemaVersion: 1 },
  { type: 'identity.AccessTokenInvalidated', schemaVersion: 1 },
  { type: 'identity.RequestTokenIssued', schemaVersion: 1 },
  { type: 'identity.RequestTokenApproved', schemaVersion: 1 },
  { type: 'identity.RequestTokenDenied', schemaVersion: 1 },
  { type: 'identity.RequestTokenExchanged', schemaVersion: 1 },
  { type: 'identity.BearerTokenIssued', schemaVersion: 1 },
  { type: 'identity.BearerTokenInvalidated', schemaVersion: 1 },
  { type: 'identity.OAuth2CodeIssued', schemaVersion: 1 },
  { type: 'identity.OAuth2CodeRedeemed', schemaVersion: 1 },
  { type: 'identity.OAuth2UserTokensIssued', schemaVersion: 1 },
  { type: 'identity.OAuth2UserGrantRevoked', schemaVersion: 1 },
];
