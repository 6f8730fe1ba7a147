import { type EventStore, type KindCommand, Prepare } from '@platform/event-store';
import { SCREEN_NAME_CLAIM, screenNameClaims, type UserCommand, type UserState } from '../../domain/user';

/**
 * A command on a user's stream with the screen name claims it takes: the
 * name it sets claimed (and the one it replaces released) on each name's
 * stream as it is now, written in the same append as the user's events, in
 * stream id order (so that concurrent renames lock them alike). A name
 * another user holds refuses the command (409 naming screen_name).
 */
export const claimingScreenName = (store: EventStore, userId: string, command: KindCommand<UserCommand>) =>
  new Prepare(async (user: UserState) => {
    // a user that does not exist (yet, for a registration) holds no name; its own decider answers an update
    const before = user.exists ? user.screenName : undefined;
    if (command.type === 'UpdateUserProfile' && !user.exists) return { command };
    const claims = screenNameClaims(userId, before, command.screenName).sort((a, b) => (SCREEN_NAME_CLAIM.streamId(a.screenName) < SCREEN_NAME_CLAIM.streamId(b.screenName) ? -1 : 1));
    const writes = [];
    for (const { screenName, claim } of claims) writes.push((await store.decideWrite(SCREEN_NAME_CLAIM, SCREEN_NAME_CLAIM.streamId(screenName), [claim])).write);
    return { command, writes };
  });
