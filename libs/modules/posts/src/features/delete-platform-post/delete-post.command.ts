import type { Environment } from '@platform/ddd';

export class DeletePostCommand {
  constructor(
    readonly environment: Environment,
    readonly userId: string,
    readonly postId: string,
  ) {}
}
