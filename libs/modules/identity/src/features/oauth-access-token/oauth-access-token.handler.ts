import { EventStore, Prepare, type StreamWrite, streamCommandHandler } from '@platform/event-store';
import { ACCESS_TOKEN } from '../../domain/access-token';
import { REQUEST_TOKEN, type RequestTokenState } from '../../domain/request-token';
import { USER } from '../../domain/user';
import { newAccessToken, newTokenSecret, sha256 } from '../../secrets/credentials';
import { SecretBox } from '../../secrets/secret-box';
import { type ExchangedAccessToken, OAuthAccessTokenCommand } from './oauth-access-token.command';

/**
 * Step three: an approved request token and its verifier become an access
 * token. The exchange is decided on the request token's stream and the new
 * token appended in the same transaction, so a request token is used exactly
 * once (a second exchange finds it exchanged).
 */
export const OAuthAccessTokenHandler = streamCommandHandler(OAuthAccessTokenCommand, REQUEST_TOKEN, {
  inject: [EventStore, SecretBox],
  decide: ({ appId, requestToken, verifier }, store: EventStore, secrets: SecretBox) => {
    const secret = newTokenSecret();
    const issued = { token: '', userId: '', screenName: '' };
    const command = new Prepare(async (state: RequestTokenState) => {
      const exchange = { type: 'ExchangeRequestToken' as const, token: requestToken, appId, verifierHash: sha256(verifier) };
      // the request token's own decider refuses any other: nothing to issue
      if (state.status !== 'approved') return { command: exchange };
      const userId = state.userId!;
      const token = newAccessToken(userId);
      const { write } = await store.decideWrite(ACCESS_TOKEN, ACCESS_TOKEN.streamId(sha256(token)), [
        { type: 'IssueAccessToken', token, tokenSecret: secrets.seal(secret), userId, appId, accessLevel: state.accessLevel ?? 'write' },
      ]);
      const user = await store.load(USER.streamId(userId), USER.decider);
      Object.assign(issued, { token, userId, screenName: user.state.screenName });
      const writes: StreamWrite[] = [write];
      return { command: exchange, writes };
    });
    return { stream: REQUEST_TOKEN.streamId(sha256(requestToken)), command, issued, secret };
  },
  answer: (_result, { issued, secret }): ExchangedAccessToken => ({
    oauth_token: issued.token,
    oauth_token_secret: secret,
    user_id: issued.userId,
    screen_name: issued.screenName,
  }),
});
