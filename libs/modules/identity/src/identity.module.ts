import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ActivityMappingRegistry, EventTypeRegistry, ProjectionRegistry } from '@platform/event-store';
import { FindAppConsumerSecretHandler, FindAppNameHandler } from './contracts/find-app-consumer-secret.handler';
import { FindUserHandler, FindUsersByScreenNamesHandler, RegisteredUserHandler } from './contracts/find-user.handler';
import { PlatformUsersHandler } from './contracts/platform-users.handler';
import { authorizationActivity } from './contracts/authorization-activity';
import { profileActivity } from './contracts/profile-activity';
import { AuthorizedPairsHandler } from './contracts/user-authorized-app.handler';
import { CredentialsModule } from './credentials/credentials.module';
import { ClientCredentials } from './features/shared/client-credentials';
import { GetAppController } from './features/get-app/get-app.controller';
import { GetUserController } from './features/get-user/get-user.controller';
import { InvalidateAccessTokenController } from './features/invalidate-access-token/invalidate-access-token.controller';
import { AdminInvalidateAccessTokenController } from './features/invalidate-access-token/admin-invalidate-access-token.controller';
import { InvalidateAccessTokenHandler } from './features/invalidate-access-token/invalidate-access-token.handler';
import { IssueAccessTokenController } from './features/issue-access-token/issue-access-token.controller';
import { IssueAccessTokenHandler } from './features/issue-access-token/issue-access-token.handler';
import { ListAppsController } from './features/list-apps/list-apps.controller';
import { AdminIssueUserTokensController, AdminRevokeUserGrantController } from './features/admin-oauth2-grants/admin-oauth2-grants.controller';
import { AdminIssueUserTokensHandler, AdminRevokeUserGrantHandler } from './features/admin-oauth2-grants/admin-oauth2-grants.handler';
import { ListUsersController } from './features/list-users/list-users.controller';
import { AdminListUserTokensController } from './features/admin-list-user-tokens/admin-list-user-tokens.controller';
import { OAuthAccessTokenController } from './features/oauth-access-token/oauth-access-token.controller';
import { OAuthAccessTokenHandler } from './features/oauth-access-token/oauth-access-token.handler';
import { OAuthAuthorizeController } from './features/oauth-authorize/oauth-authorize.controller';
import { DecideRequestTokenHandler } from './features/oauth-authorize/oauth-authorize.handler';
import { WebSession } from './features/shared/web-session';
import { OAuthRequestTokenController } from './features/oauth-request-token/oauth-request-token.controller';
import { OAuthRequestTokenHandler } from './features/oauth-request-token/oauth-request-token.handler';
import { OAuth2InvalidateTokenController } from './features/oauth2-invalidate-token/oauth2-invalidate-token.controller';
import { OAuth2InvalidateTokenHandler } from './features/oauth2-invalidate-token/oauth2-invalidate-token.handler';
import { OAuth2TokenController } from './features/oauth2-token/oauth2-token.controller';
import { OAuth2TokenHandler } from './features/oauth2-token/oauth2-token.handler';
import { RegisterAppController } from './features/register-app/register-app.controller';
import { RegisterAppHandler } from './features/register-app/register-app.handler';
import { SetAppBetasController } from './features/set-app-betas/set-app-betas.controller';
import { SetAppBetasHandler } from './features/set-app-betas/set-app-betas.handler';
import { RegisterUserController } from './features/register-user/register-user.controller';
import { RegisterUserHandler } from './features/register-user/register-user.handler';
import { UpdateUserController } from './features/update-user/update-user.controller';
import { UpdateUserHandler } from './features/update-user/update-user.handler';
import { OAuth2AuthorizeController } from './features/oauth2-authorize/oauth2-authorize.controller';
import { IssueAuthorizationCodeHandler } from './features/oauth2-authorize/oauth2-authorize.handler';
import { OAuth2Clients } from './features/shared/oauth2-clients';
import { OAuth2RevokeController } from './features/oauth2-revoke/oauth2-revoke.controller';
import { RevokeUserTokenHandler } from './features/oauth2-revoke/oauth2-revoke.handler';
import { OAuth2UserTokenController } from './features/oauth2-user-token/oauth2-user-token.controller';
import { RedeemAuthorizationCodeHandler, RefreshUserTokensHandler } from './features/oauth2-user-token/oauth2-user-token.handler';
import { GetPlatformUserController } from './features/get-platform-user/get-platform-user.controller';
import { GetV11UsersController } from './features/get-v11-users/get-v11-users.controller';
import { accessTokensProjection } from './projections/access-tokens.projection';
import { appsProjection } from './projections/apps.projection';
import { AppsReadModel } from './projections/apps.read-model';
import { bearerTokensProjection } from './projections/bearer-tokens.projection';
import { oauth2UserTokensProjection } from './projections/oauth2-user-tokens.projection';
import { OAuth2UserTokensReadModel } from './projections/oauth2-user-tokens.read-model';
import { requestTokensProjection } from './projections/request-tokens.projection';
import { RequestTokensReadModel } from './projections/request-tokens.read-model';
import { usersProjection } from './projections/users.projection';
import { UsersReadModel } from './projections/users.read-model';
import { UserTokensReadModel } from './projections/user-tokens.read-model';
import { ACCESS_TOKEN } from './domain/access-token';
import { APP } from './domain/app';
import { BEARER_TOKEN } from './domain/app-bearer-token';
import { AUTHORIZATION_CODE, USER_GRANT } from './domain/oauth2-user-grant';
import { REQUEST_TOKEN } from './domain/request-token';
import { SCREEN_NAME_CLAIM, USER } from './domain/user';

/**
 * Identity: apps, users and their tokens. Provisioned through the admin API;
 * OAuth 1.0a three-legged flow, OAuth 2.0 app-only tokens and OAuth 2.0 user
 * context (Authorization Code with PKCE); the credentials
 * every other route is authenticated with (CREDENTIAL_STORE).
 */
@Module({
  imports: [CqrsModule, CredentialsModule],
  controllers: [
    RegisterAppController,
    SetAppBetasController,
    ListAppsController,
    GetAppController,
    RegisterUserController,
    ListUsersController,
    GetUserController,
    AdminListUserTokensController,
    AdminInvalidateAccessTokenController,
    AdminIssueUserTokensController,
    AdminRevokeUserGrantController,
    UpdateUserController,
    IssueAccessTokenController,
    OAuthRequestTokenController,
    OAuthAuthorizeController,
    OAuthAccessTokenController,
    InvalidateAccessTokenController,
    OAuth2TokenController,
    OAuth2InvalidateTokenController,
    OAuth2AuthorizeController,
    OAuth2UserTokenController,
    OAuth2RevokeController,
    GetPlatformUserController,
    GetV11UsersController,
  ],
  providers: [
    AppsReadModel,
    UsersReadModel,
    UserTokensReadModel,
    RequestTokensReadModel,
    ClientCredentials,
    OAuth2UserTokensReadModel,
    OAuth2Clients,
    IssueAuthorizationCodeHandler,
    RedeemAuthorizationCodeHandler,
    RefreshUserTokensHandler,
    RevokeUserTokenHandler,
    AdminIssueUserTokensHandler,
    AdminRevokeUserGrantHandler,
    WebSession,
    RegisterAppHandler,
    SetAppBetasHandler,
    RegisterUserHandler,
    UpdateUserHandler,
    IssueAccessTokenHandler,
    OAuthRequestTokenHandler,
    DecideRequestTokenHandler,
    OAuthAccessTokenHandler,
    InvalidateAccessTokenHandler,
    OAuth2TokenHandler,
    OAuth2InvalidateTokenHandler,
    FindUserHandler,
    RegisteredUserHandler,
    FindUsersByScreenNamesHandler,
    PlatformUsersHandler,
    AuthorizedPairsHandler,
    FindAppConsumerSecretHandler,
    FindAppNameHandler,
  ],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
    private readonly activity: ActivityMappingRegistry,
  ) {}

  onModuleInit(): void {
    this.eventTypes.registerKinds(APP, USER, SCREEN_NAME_CLAIM, ACCESS_TOKEN, REQUEST_TOKEN, BEARER_TOKEN, AUTHORIZATION_CODE, USER_GRANT);
    this.projections.register(
      appsProjection,
      usersProjection,
      accessTokensProjection,
      requestTokensProjection,
      bearerTokensProjection,
      oauth2UserTokensProjection,
    );
    this.activity.register(profileActivity, authorizationActivity);
  }
}
