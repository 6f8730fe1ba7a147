import type { Environment } from '@platform/ddd';

export class CancelStatsJobCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly jobId: string,
  ) {}
}
