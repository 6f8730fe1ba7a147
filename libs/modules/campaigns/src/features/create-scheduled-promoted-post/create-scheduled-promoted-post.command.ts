import type { Environment } from '@platform/ddd';

export class CreateScheduledPromotedPostCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly lineItemId: string,
    readonly scheduledPostId: string,
  ) {}
}
