import { EventStore, streamCommandHandler } from '@platform/event-store';
import { USER } from '../../domain/user';
import { userView } from '../../projections/users.read-model';
import { claimingScreenName } from '../shared/screen-name-claims';
import { UpdateUserCommand } from './update-user.command';

/** A profile change; a new screen name is claimed and the old one released in the same append. */
export const UpdateUserHandler = streamCommandHandler(UpdateUserCommand, USER, {
  inject: [EventStore],
  decide: ({ userId, changes }, store: EventStore) => ({
    stream: USER.streamId(userId),
    command: claimingScreenName(store, userId, { type: 'UpdateUserProfile', userId, ...changes }),
  }),
  answer: ({ state }, _decision, { userId }) => userView(userId, state, state.createdAt),
});
