import type { Environment } from '@platform/ddd';
import type { UsersOperation } from '../../domain/audience-users';

export class ChangeDoNotReachListUsersCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly doNotReachListId: string,
    readonly operations: UsersOperation[],
  ) {}
}
