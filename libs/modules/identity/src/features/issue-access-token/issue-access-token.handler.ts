import { notFound } from '@platform/ddd';
import { EventStore, Prepare, type StreamGuard, streamCommandHandler } from '@platform/event-store';
import { ACCESS_TOKEN } from '../../domain/access-token';
import { APP } from '../../domain/app';
import { USER } from '../../domain/user';
import { newAccessToken, newTokenSecret, sha256 } from '../../secrets/credentials';
import { SecretBox } from '../../secrets/secret-box';
import { IssueAccessTokenCommand, type IssuedAccessToken } from './issue-access-token.command';

/**
 * A new access token of a user for an app, both as their streams hold them
 * (guarded: the token is issued only while both stand as read); the answer
 * names the user's screen name as their stream held it.
 */
export const IssueAccessTokenHandler = streamCommandHandler(IssueAccessTokenCommand, ACCESS_TOKEN, {
  inject: [EventStore, SecretBox],
  decide: ({ userId, appId, accessLevel }, store: EventStore, secrets: SecretBox) => {
    const token = newAccessToken(userId);
    const secret = newTokenSecret();
    const holder = { screenName: '' };
    const command = new Prepare(async () => {
      const user = await store.load(USER.streamId(userId), USER.decider);
      if (!user.state.exists) throw notFound(`User ${userId} was not found`, 'user_id');
      const app = await store.load(APP.streamId(appId), APP.decider);
      if (!app.state.app) throw notFound(`App ${appId} was not found`, 'app_id');
      holder.screenName = user.state.screenName;
      const guards: StreamGuard[] = [
        { streamId: USER.streamId(userId), expectedVersion: user.version },
        { streamId: APP.streamId(appId), expectedVersion: app.version },
      ];
      return { command: { type: 'IssueAccessToken' as const, token, tokenSecret: secrets.seal(secret), userId, appId, accessLevel }, guards };
    });
    return { stream: ACCESS_TOKEN.streamId(sha256(token)), command, token, secret, holder };
  },
  answer: (_result, { token, secret, holder }, { userId }): IssuedAccessToken => ({
    oauth_token: token,
    oauth_token_secret: secret,
    user_id: userId,
    screen_name: holder.screenName,
  }),
});
