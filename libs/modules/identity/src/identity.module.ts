import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventTypeRegistry, ProjectionRegistry } from '@platform/event-store';
import { FindUserHandler } from './contracts/find-user.handler';
import { GetAppController } from './features/get-app/get-app.controller';
import { GetUserController } from './features/get-user/get-user.controller';
import { IssueAccessTokenController } from './features/issue-access-token/issue-access-token.controller';
import { IssueAccessTokenHandler } from './features/issue-access-token/issue-access-token.handler';
import { ListAppsController } from './features/list-apps/list-apps.controller';
import { RegisterAppController } from './features/register-app/register-app.controller';
import { RegisterAppHandler } from './features/register-app/register-app.handler';
import { RegisterUserController } from './features/register-user/register-user.controller';
import { RegisterUserHandler } from './features/register-user/register-user.handler';
import { UpdateUserController } from './features/update-user/update-user.controller';
import { UpdateUserHandler } from './features/update-user/update-user.handler';
import { identityEventTypes } from './identity.event-types';
import { accessTokensProjection } from './projections/access-tokens.projection';
import { appsProjection } from './projections/apps.projection';
import { AppsReadModel } from './projections/apps.read-model';
import { usersProjection } from './projections/users.projection';
import { UsersReadModel } from './projections/users.read-model';
import { SecretBox } from './secrets/secret-box';

/** Identity: apps, users and their access tokens (provisioned through the admin API). */
@Module({
  imports: [CqrsModule],
  controllers: [
    RegisterAppController,
    ListAppsController,
    GetAppController,
    RegisterUserController,
    GetUserController,
    UpdateUserController,
    IssueAccessTokenController,
  ],
  providers: [
    SecretBox,
    AppsReadModel,
    UsersReadModel,
    RegisterAppHandler,
    RegisterUserHandler,
    UpdateUserHandler,
    IssueAccessTokenHandler,
    FindUserHandler,
  ],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    this.eventTypes.register(...identityEventTypes);
    this.projections.register(appsProjection, usersProjection, accessTokensProjection);
  }
}
