import { EventStore, Prepare, streamCommandHandler } from '@platform/event-store';
import { PlatformError } from '@platform/http';
import { APP } from '../../domain/app';
import { REQUEST_TOKEN } from '../../domain/request-token';
import { newRequestToken, newTokenSecret, sha256 } from '../../secrets/credentials';
import { SecretBox } from '../../secrets/secret-box';
import { type IssuedRequestToken, OAuthRequestTokenCommand } from './oauth-request-token.command';

/**
 * Step one of the three-legged flow: the callback must be `oob` or one of the
 * app's registered URLs, exactly (desktop apps: `oob` only), as the app's
 * stream holds them (guarded).
 */
export const OAuthRequestTokenHandler = streamCommandHandler(OAuthRequestTokenCommand, REQUEST_TOKEN, {
  inject: [EventStore, SecretBox],
  decide: ({ appId, callback, accessLevel }, store: EventStore, secrets: SecretBox) => {
    const token = newRequestToken();
    const secret = newTokenSecret();
    const command = new Prepare(async () => {
      const { version, state } = await store.load(APP.streamId(appId), APP.decider);
      const app = state.app!;
      if (callback !== 'oob') {
        if (app.desktop) throw new PlatformError(403, 417, "Desktop applications only support the oauth_callback value 'oob'");
        // one of the app's callback URLs exactly, as the OAuth 2.0 redirect URI is
        if (!app.callbackUrls.includes(callback)) throw new PlatformError(403, 415, 'Callback URL not approved for this client application.');
      }
      return {
        command: { type: 'IssueRequestToken' as const, token, tokenSecret: secrets.seal(secret), appId, callback, accessLevel },
        guards: [{ streamId: APP.streamId(appId), expectedVersion: version }],
      };
    });
    return { stream: REQUEST_TOKEN.streamId(sha256(token)), command, token, secret };
  },
  answer: (_result, { token, secret }): IssuedRequestToken => ({ oauth_token: token, oauth_token_secret: secret, oauth_callback_confirmed: 'true' }),
});
