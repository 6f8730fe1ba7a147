import type { UserProfile } from '../../domain/user';

export class UpdateUserCommand {
  constructor(
    readonly userId: string,
    readonly changes: Partial<UserProfile>,
  ) {}
}
