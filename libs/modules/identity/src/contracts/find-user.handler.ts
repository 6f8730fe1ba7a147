import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UsersReadModel } from '../projections/users.read-model';
import { EventStore, type StreamGuard } from '@platform/event-store';
import { userDecider, userStreamId } from '../domain/user';
import { FindUserQuery, FindUsersByScreenNamesQuery, RegisteredUserQuery, type UserSummary } from './users.contract';

@QueryHandler(FindUserQuery)
export class FindUserHandler implements IQueryHandler<FindUserQuery, UserSummary | undefined> {
  constructor(private readonly users: UsersReadModel) {}

  async execute({ userId }: FindUserQuery): Promise<UserSummary | undefined> {
    const user = await this.users.get(userId);
    return user && { id: user.id, screenName: user.screen_name, name: user.name };
  }
}

@QueryHandler(FindUsersByScreenNamesQuery)
export class FindUsersByScreenNamesHandler implements IQueryHandler<FindUsersByScreenNamesQuery, UserSummary[]> {
  constructor(private readonly users: UsersReadModel) {}

  async execute({ screenNames }: FindUsersByScreenNamesQuery): Promise<UserSummary[]> {
    if (screenNames.length === 0) return [];
    return (await this.users.byScreenNames(screenNames)).map((user) => ({ id: user.id, screenName: user.screen_name, name: user.name }));
  }
}

@QueryHandler(RegisteredUserQuery)
export class RegisteredUserHandler implements IQueryHandler<RegisteredUserQuery, (UserSummary & { guard: StreamGuard }) | undefined> {
  constructor(private readonly store: EventStore) {}

  async execute({ userId }: RegisteredUserQuery): Promise<(UserSummary & { guard: StreamGuard }) | undefined> {
    const streamId = userStreamId(userId);
    const { version, state } = await this.store.load(streamId, userDecider);
    return state.exists ? { id: userId, screenName: state.screenName, name: state.name, guard: { streamId, expectedVersion: version } } : undefined;
  }
}
