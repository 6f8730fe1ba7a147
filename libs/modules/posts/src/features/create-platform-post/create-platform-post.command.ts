import type { Environment } from '@platform/ddd';
import type { PostInput } from '../../domain/post';

/** A post through the platform API: by the calling user, with its own uploads (`mediaIds`), or an edit of one of its posts. */
export class CreatePlatformPostCommand {
  constructor(
    readonly environment: Environment,
    readonly input: PostInput & { accountId: null },
    readonly mediaIds: readonly string[],
  ) {}
}
