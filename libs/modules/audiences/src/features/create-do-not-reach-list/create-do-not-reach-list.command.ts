import type { Environment } from '@platform/ddd';
import type { DoNotReachListFields } from '../../domain/do-not-reach-list';

export class CreateDoNotReachListCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly fields: DoNotReachListFields,
  ) {}
}
