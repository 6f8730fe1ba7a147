import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { PlatformError } from '@platform/http';
import {
  REQUEST_TOKEN_LIFETIME_SECONDS,
  REQUEST_TOKEN_STREAM,
  requestTokenDecider,
  requestTokenStreamId,
} from '../../domain/request-token';
import { AppsReadModel } from '../../projections/apps.read-model';
import { newRequestToken, newTokenSecret, sha256 } from '../../secrets/credentials';
import { SecretBox } from '../../secrets/secret-box';
import { type IssuedRequestToken, OAuthRequestTokenCommand } from './oauth-request-token.command';

/**
 * Step one of the three-legged flow: the callback must be `oob` or one of the
 * app's registered URLs, exactly (desktop apps: `oob` only).
 */
@CommandHandler(OAuthRequestTokenCommand)
export class OAuthRequestTokenHandler implements ICommandHandler<OAuthRequestTokenCommand, IssuedRequestToken> {
  constructor(
    private readonly store: EventStore,
    private readonly apps: AppsReadModel,
    private readonly secrets: SecretBox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, callback, accessLevel }: OAuthRequestTokenCommand): Promise<IssuedRequestToken> {
    const app = (await this.apps.get(appId))!;
    if (callback !== 'oob') {
      if (app.desktop) throw new PlatformError(403, 417, "Desktop applications only support the oauth_callback value 'oob'");
      // one of the app's callback URLs exactly, as the OAuth 2.0 redirect URI is
      if (!app.callback_urls.includes(callback)) throw new PlatformError(403, 415, 'Callback URL not approved for this client application.');
    }
    const token = newRequestToken();
    const secret = newTokenSecret();
    const now = this.clock.now();
    await this.store.handle(requestTokenStreamId(sha256(token)), REQUEST_TOKEN_STREAM, requestTokenDecider, {
      type: 'IssueRequestToken',
      token,
      tokenSecret: this.secrets.seal(secret),
      appId,
      callback,
      accessLevel,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + REQUEST_TOKEN_LIFETIME_SECONDS * 1000).toISOString(),
    });
    return { oauth_token: token, oauth_token_secret: secret, oauth_callback_confirmed: 'true' };
  }
}

