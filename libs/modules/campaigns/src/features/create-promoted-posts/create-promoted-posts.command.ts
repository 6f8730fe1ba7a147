import type { Environment } from '@platform/ddd';

export class CreatePromotedPostsCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly lineItemId: string,
    readonly postIds: readonly string[],
  ) {}
}
