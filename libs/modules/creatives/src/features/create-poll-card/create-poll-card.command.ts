import type { Environment } from '@platform/ddd';
import type { PollCardFields } from '../../domain/poll-card';

export class CreatePollCardCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly fields: PollCardFields,
  ) {}
}
