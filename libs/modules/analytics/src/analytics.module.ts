import { Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventTypeRegistry, ProjectionRegistry } from '@platform/event-store';
import { ProcessorRunner } from '@platform/event-store';
import { CampaignsModule } from '@modules/campaigns';
import { DELIVERY } from './domain/delivery';
import { AdminAdvanceClockController } from './features/admin-advance-clock/admin-advance-clock.controller';
import { AdminAdvanceClockHandler } from './features/admin-advance-clock/admin-advance-clock.handler';
import { GetActiveEntitiesController } from './features/get-active-entities/get-active-entities.controller';
import { GetReachController } from './features/get-reach/get-reach.controller';
import { GetStatsController } from './features/get-stats/get-stats.controller';
import { AdminGetClockController } from './features/admin-get-clock/admin-get-clock.controller';
import { AdminGetStatsController } from './features/admin-get-stats/admin-get-stats.controller';
import { StatsReport } from './features/shared/stats-report';
import { deliveryProjection } from './projections/delivery.projection';
import { DeliverySweeper } from './sweepers/delivery.sweeper';
import { ACCOUNT_STATS_JOBS, STATS_JOB } from './domain/stats-job';
import { CancelStatsJobController } from './features/cancel-stats-job/cancel-stats-job.controller';
import { CancelStatsJobHandler } from './features/cancel-stats-job/cancel-stats-job.handler';
import { CreateStatsJobController } from './features/create-stats-job/create-stats-job.controller';
import { CreateStatsJobHandler } from './features/create-stats-job/create-stats-job.handler';
import { GetStatsJobFileController } from './features/get-stats-job-file/get-stats-job-file.controller';
import { ListStatsJobsController } from './features/list-stats-jobs/list-stats-jobs.controller';
import { StatsJobsProcessor } from './processors/stats-jobs.processor';
import { statsJobsProjection } from './projections/stats-jobs.projection';
import { JobFilesSweeper } from './sweepers/job-files.sweeper';

/**
 * Analytics: a simulated ad server that delivers the account's servable line
 * items hour by hour within their budgets (events on the account's delivery
 * stream), and the stats endpoints that read what it delivered.
 */
@Module({
  imports: [CqrsModule, CampaignsModule],
  controllers: [
    AdminAdvanceClockController,
    GetStatsController,
    AdminGetStatsController,
    AdminGetClockController,
    GetActiveEntitiesController,
    GetReachController,
    CreateStatsJobController,
    ListStatsJobsController,
    CancelStatsJobController,
    GetStatsJobFileController,
  ],
  providers: [
    AdminAdvanceClockHandler,
    DeliverySweeper,
    StatsReport,
    CreateStatsJobHandler,
    CancelStatsJobHandler,
    StatsJobsProcessor,
    JobFilesSweeper,
  ],
})
export class AnalyticsModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
    private readonly processors: ProcessorRunner,
    private readonly statsJobs: StatsJobsProcessor,
  ) {}

  onModuleInit(): void {
    this.eventTypes.registerKinds(DELIVERY);
    this.projections.register(deliveryProjection);
    this.eventTypes.registerKinds(STATS_JOB, ACCOUNT_STATS_JOBS);
    this.projections.register(statsJobsProjection);
    this.processors.register(this.statsJobs);
  }
}
