import { notFound, numericId } from '@platform/ddd';
import { EventStore, Prepare, type StreamGuard, streamCommandHandler } from '@platform/event-store';
import { APP } from '../../domain/app';
import { USER_GRANT } from '../../domain/oauth2-user-grant';
import { USER } from '../../domain/user';
import { sha256 } from '../../secrets/credentials';
import { newTokens, tokenResponse } from '../shared/user-tokens';
import { AdminIssueUserTokensCommand, AdminRevokeUserGrantCommand } from './admin-oauth2-grants.command';

/**
 * A new grant of a user to an app, as the token endpoint would open it from a
 * consent, issued while the user's and the app's streams stand as read
 * (guarded); the answer is the token endpoint's, with the grant's id.
 */
export const AdminIssueUserTokensHandler = streamCommandHandler(AdminIssueUserTokensCommand, USER_GRANT, {
  inject: [EventStore],
  decide: ({ userId, appId, scopes }, store: EventStore) => {
    const grantId = numericId();
    const tokens = newTokens();
    const command = new Prepare(async () => {
      const user = await store.load(USER.streamId(userId), USER.decider);
      if (!user.state.exists) throw notFound(`User ${userId} was not found`, 'user_id');
      const app = await store.load(APP.streamId(appId), APP.decider);
      if (!app.state.app) throw notFound(`App ${appId} was not found`, 'app_id');
      const guards: StreamGuard[] = [
        { streamId: USER.streamId(userId), expectedVersion: user.version },
        { streamId: APP.streamId(appId), expectedVersion: app.version },
      ];
      const hashes = { accessTokenHash: sha256(tokens.access), refreshTokenHash: sha256(tokens.refresh) };
      return { command: { type: 'IssueUserTokens' as const, grantId, appId, userId, scopes, ...hashes }, guards };
    });
    return { stream: USER_GRANT.streamId(grantId), command, tokens, grantId };
  },
  answer: ({ state }, { tokens, grantId }) => ({ grant_id: grantId, ...tokenResponse(state, tokens) }),
});

/** Revokes a grant on its stream, which checks it is the named user's. */
export const AdminRevokeUserGrantHandler = streamCommandHandler(AdminRevokeUserGrantCommand, USER_GRANT, {
  decide: ({ userId, grantId }) => ({ stream: USER_GRANT.streamId(grantId), command: { type: 'RevokeUserGrantAsOperator' as const, userId } }),
  answer: (_result, _context, { grantId }) => ({ grant_id: grantId, revoked: true }),
});
