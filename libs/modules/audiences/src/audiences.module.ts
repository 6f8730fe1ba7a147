import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdsEntityRegistration, entityRoutes } from '@platform/ads-entity';
import { EventTypeRegistry, ProcessorRunner, ProjectionRegistry } from '@platform/event-store';
import { audiencesEventTypes } from './audiences.event-types';
import { ACCOUNT_AUDIENCES } from './domain/account-audiences';
import { CustomAudienceTargeting } from './contracts/custom-audience-targeting';
import { CustomAudience } from './entities/custom-audience.entity';
import { DoNotReachList } from './entities/do-not-reach-list.entity';
import { ChangeCustomAudienceUsersController } from './features/change-custom-audience-users/change-custom-audience-users.controller';
import { ChangeCustomAudienceUsersHandler } from './features/change-custom-audience-users/change-custom-audience-users.handler';
import { ChangeDoNotReachListUsersController } from './features/change-do-not-reach-list-users/change-do-not-reach-list-users.controller';
import { ChangeDoNotReachListUsersHandler } from './features/change-do-not-reach-list-users/change-do-not-reach-list-users.handler';
import { CreateCustomAudienceController } from './features/create-custom-audience/create-custom-audience.controller';
import { CreateCustomAudienceHandler } from './features/create-custom-audience/create-custom-audience.handler';
import { CreateDoNotReachListController } from './features/create-do-not-reach-list/create-do-not-reach-list.controller';
import { CreateDoNotReachListHandler } from './features/create-do-not-reach-list/create-do-not-reach-list.handler';
import { ListSizeSweeper } from './features/derive-list-sizes/list-size.sweeper';
import { ListSizes } from './features/derive-list-sizes/list-sizes';
import { ListSizesProcessor } from './features/derive-list-sizes/list-sizes.processor';
import { CreateCustomAudiencePermissionController } from './features/create-custom-audience-permission/create-custom-audience-permission.controller';
import { CreateTailoredAudiencePermissionController } from './features/create-tailored-audience-permission/create-tailored-audience-permission.controller';
import { GrantCustomAudiencePermissionHandler } from './features/create-custom-audience-permission/grant-custom-audience-permission.handler';
import { RevokeCustomAudiencePermissionHandler } from './features/delete-custom-audience-permission/revoke-custom-audience-permission.handler';
import { DeleteCustomAudiencePermissionController } from './features/delete-custom-audience-permission/delete-custom-audience-permission.controller';
import { DeleteTailoredAudiencePermissionController } from './features/delete-tailored-audience-permission/delete-tailored-audience-permission.controller';
import { ListCustomAudiencePermissionsController } from './features/list-custom-audience-permissions/list-custom-audience-permissions.controller';
import { ListTailoredAudiencePermissionsController } from './features/list-tailored-audience-permissions/list-tailored-audience-permissions.controller';
import { SearchKeywordInsightsController } from './features/search-keyword-insights/search-keyword-insights.controller';
import { BatchCustomAudiencesController } from './features/batch-custom-audiences/batch-custom-audiences.controller';
import { customAudienceAccessProjection } from './projections/custom-audience-access.projection';
import { listMembersProjection } from './projections/list-members.projection';

/** The module's ads entities: registered (events, projection, history) and their declared routes mounted, from this list. */
const ENTITIES = [CustomAudience, DoNotReachList];

/**
 * Audiences: custom audiences of hashed users (and who they are shared
 * with), do-not-reach lists, the sizes the server derives for both, and
 * keyword insights.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    CreateCustomAudienceController,
    BatchCustomAudiencesController,
    ChangeCustomAudienceUsersController,
    ListCustomAudiencePermissionsController,
    CreateCustomAudiencePermissionController,
    DeleteCustomAudiencePermissionController,
    ListTailoredAudiencePermissionsController,
    CreateTailoredAudiencePermissionController,
    DeleteTailoredAudiencePermissionController,
    CreateDoNotReachListController,
    ChangeDoNotReachListUsersController,
    SearchKeywordInsightsController,
    ...entityRoutes(ENTITIES),
  ],
  providers: [
    CreateCustomAudienceHandler,
    ChangeCustomAudienceUsersHandler,
    GrantCustomAudiencePermissionHandler,
    RevokeCustomAudiencePermissionHandler,
    CreateDoNotReachListHandler,
    ChangeDoNotReachListUsersHandler,
    ListSizes,
    ListSizeSweeper,
    CustomAudienceTargeting,
  ],
  exports: [CustomAudienceTargeting],
})
export class AudiencesModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
    private readonly processors: ProcessorRunner,
    private readonly sizes: ListSizes,
    private readonly entities: AdsEntityRegistration,
  ) {}

  onModuleInit(): void {
    this.eventTypes.registerKinds(ACCOUNT_AUDIENCES);
    this.eventTypes.register(...audiencesEventTypes);
    this.projections.register(customAudienceAccessProjection, listMembersProjection);
    this.entities.register(...ENTITIES);
    this.processors.register(new ListSizesProcessor(this.sizes));
  }
}
