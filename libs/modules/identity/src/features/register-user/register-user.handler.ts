import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, numericId } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { USER_STREAM, userDecider, userStreamId } from '../../domain/user';
import { type UserView, userView } from '../../projections/users.read-model';
import { hashPassword } from '../../secrets/passwords';
import { screenNameTaken } from '../screen-name-taken';
import { RegisterUserCommand } from './register-user.command';

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, UserView> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RegisterUserCommand): Promise<UserView> {
    const userId = numericId();
    const passwordHash = await hashPassword(command.password);
    const { state } = await screenNameTaken.guard(command.screenName, () =>
      this.store.handle(userStreamId(userId), USER_STREAM, userDecider, {
        type: 'RegisterUser',
        userId,
        screenName: command.screenName,
        name: command.name,
        description: command.description,
        passwordHash,
        now: this.clock.now().toISOString(),
      }),
    );
    return userView(userId, state, state.createdAt);
  }
}
