import { Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventTypeRegistry, ProjectionRegistry } from '@platform/event-store';
import { CampaignsModule } from '@modules/campaigns';
import { DELIVERY } from './domain/delivery';
import { AdminAdvanceClockController } from './features/admin-advance-clock/admin-advance-clock.controller';
import { AdminAdvanceClockHandler } from './features/admin-advance-clock/admin-advance-clock.handler';
import { GetActiveEntitiesController } from './features/get-active-entities/get-active-entities.controller';
import { GetReachController } from './features/get-reach/get-reach.controller';
import { GetStatsController } from './features/get-stats/get-stats.controller';
import { StatsReport } from './features/shared/stats-report';
import { deliveryProjection } from './projections/delivery.projection';
import { DeliverySweeper } from './sweepers/delivery.sweeper';

/**
 * Analytics: a simulated ad server that delivers the account's servable line
 * items hour by hour within their budgets (events on the account's delivery
 * stream), and the stats endpoints that read what it delivered.
 */
@Module({
  imports: [CqrsModule, CampaignsModule],
  controllers: [AdminAdvanceClockController, GetStatsController, GetActiveEntitiesController, GetReachController],
  providers: [AdminAdvanceClockHandler, DeliverySweeper, StatsReport],
})
export class AnalyticsModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    this.eventTypes.registerKinds(DELIVERY);
    this.projections.register(deliveryProjection);
  }
}
