import type { Environment } from '@platform/ddd';
import type { PostInput } from '../../domain/post';

/** A post through the ads API, on behalf of a promotable user of the account. */
export class CreateAdsPostCommand {
  constructor(
    readonly environment: Environment,
    readonly callerId: string,
    readonly input: PostInput & { accountId: string },
  ) {}
}
