import type { Environment } from '@platform/ddd';

export class RenamePostCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly postId: string,
    readonly name: string | null | undefined,
  ) {}
}
