export { AdminStrategy, ADMIN_STRATEGY, type AdminPrincipal } from './admin.strategy';
export { AdminOnly } from './admin-only.decorator';
export { CONSOLE_COOKIE, CONSOLE_HEADER, ConsoleSession } from './console-session';
export { AuthModule } from './auth.module';
export { ApiAuthGuard } from './api-auth.guard';
export {
  Authenticated,
  AppOnly,
  PlatformUserContext,
  Public,
  SECURITY_SCHEME,
  securityOf,
  UserContext,
  adsScopeFor,
  type AuthRequirement,
} from './authenticated.decorator';
export { OAUTH2_SCOPE_TEXT, OAUTH2_SCOPES, type OAuth2Scope } from './oauth2-scopes';
export { AuthFailure, authFailureError, type AuthFailureReason } from './auth-failure';
export {
  CREDENTIAL_STORE,
  type CredentialStore,
  type ConsumerCredentials,
  type RequestTokenCredentials,
  type SignedRequestCredentials,
  type SignedRequestLookup,
  type UserTokenCredentials,
} from './credential-store';
export { OAuth1Verifier, type OAuth1TokenKind } from './oauth1/oauth1-verifier';
export { oauth1Param, parseOAuthHeader } from './oauth1/oauth1-request';
export type { AuthScheme, OAuth1Principal, Principal } from './principal';
export { CallingApp, CallingUser, checkAuthenticatingUser, CurrentPrincipal, OAuth1Caller } from './current-principal.decorator';
export { ACCOUNT_ACCESS, ACCOUNT_DIRECTORY, type AccountAccess, type AccountDirectory, type AccountFacts } from './account-access';
export { AccountScoped, AccountScopedGuard } from './account-scoped.guard';
export { Beta, BetaGuard, BETAS, type BetaName } from './beta.guard';
export { commandRoute, type CommandRouteOptions, type CommandRouteRequest } from './command-route';
