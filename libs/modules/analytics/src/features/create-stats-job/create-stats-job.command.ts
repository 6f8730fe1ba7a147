import type { Environment } from '@platform/ddd';
import type { StatsJobRequest } from '../../domain/stats-job';

export class CreateStatsJobCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly request: StatsJobRequest,
  ) {}
}
