import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { USER_STREAM, userDecider, userStreamId } from '../../domain/user';
import { type UserView, userView } from '../../projections/users.read-model';
import { screenNameTaken } from '../screen-name-taken';
import { UpdateUserCommand } from './update-user.command';

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand, UserView> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, changes }: UpdateUserCommand): Promise<UserView> {
    const { state } = await screenNameTaken.guard(changes.screenName ?? '', () =>
      this.store.handle(userStreamId(userId), USER_STREAM, userDecider, {
        type: 'UpdateUserProfile',
        userId,
        ...changes,
        now: this.clock.now().toISOString(),
      }),
    );
    return userView(userId, state, state.createdAt);
  }
}
