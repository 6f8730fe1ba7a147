import { numericId } from '@platform/ddd';
import { EventStore, streamCommandHandler } from '@platform/event-store';
import { USER } from '../../domain/user';
import { userView } from '../../projections/users.read-model';
import { hashPassword } from '../../secrets/passwords';
import { claimingScreenName } from '../shared/screen-name-claims';
import { RegisterUserCommand } from './register-user.command';

/** A new user on a new stream, claiming their screen name in the same append. */
export const RegisterUserHandler = streamCommandHandler(RegisterUserCommand, USER, {
  inject: [EventStore],
  async decide({ screenName, password, name, description }, store: EventStore) {
    const userId = numericId();
    const passwordHash = await hashPassword(password);
    const command = { type: 'RegisterUser' as const, userId, screenName, name, description, passwordHash };
    return { stream: USER.streamId(userId), command: claimingScreenName(store, userId, command), userId };
  },
  answer: ({ state }, { userId }) => userView(userId, state, state.createdAt),
});
