import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { platformUserView } from '../features/get-platform-user/platform-user-view';
import { UsersReadModel } from '../projections/users.read-model';
import { PlatformUsersQuery } from './platform-users.contract';

@QueryHandler(PlatformUsersQuery)
export class PlatformUsersHandler implements IQueryHandler<PlatformUsersQuery, Array<Record<string, unknown>>> {
  constructor(private readonly users: UsersReadModel) {}

  async execute({ userIds, fields }: PlatformUsersQuery): Promise<Array<Record<string, unknown>>> {
    if (userIds.length === 0) return [];
    const found = new Map((await this.users.byIds(userIds)).map((user) => [user.id, user]));
    return userIds.flatMap((id) => {
      const user = found.get(id);
      return user ? [platformUserView(user, fields)] : [];
    });
  }
}
