import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventTypeRegistry, ProjectionRegistry } from '@platform/event-store';
import { campaignsEventTypes } from './campaigns.event-types';
import { AdminCreateAdAccountController } from './features/admin-create-ad-account/admin-create-ad-account.controller';
import { AdminCreateAdAccountHandler } from './features/admin-create-ad-account/admin-create-ad-account.handler';
import { AdminGrantAccountAccessController } from './features/admin-grant-account-access/admin-grant-account-access.controller';
import { AdminGrantAccountAccessHandler } from './features/admin-grant-account-access/admin-grant-account-access.handler';
import { accountsProjection } from './projections/accounts.projection';
import { AccountsReadModel } from './projections/accounts.read-model';

/** Campaign management: ad accounts (and, next, campaigns and line items). */
@Module({
  imports: [CqrsModule],
  controllers: [AdminCreateAdAccountController, AdminGrantAccountAccessController],
  providers: [AccountsReadModel, AdminCreateAdAccountHandler, AdminGrantAccountAccessHandler],
})
export class CampaignsModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    this.eventTypes.register(...campaignsEventTypes);
    this.projections.register(accountsProjection);
  }
}
