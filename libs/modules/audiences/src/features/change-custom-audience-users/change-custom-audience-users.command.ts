import type { Environment } from '@platform/ddd';
import type { UsersOperation } from '../../domain/audience-users';

export class ChangeCustomAudienceUsersCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly customAudienceId: string,
    readonly operations: UsersOperation[],
  ) {}
}
