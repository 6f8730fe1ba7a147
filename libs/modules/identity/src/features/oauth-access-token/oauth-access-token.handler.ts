import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, fold } from '@platform/ddd';
import { EventStore, WrongExpectedVersion } from '@platform/event-store';
import { ACCESS_TOKEN_STREAM, accessTokenDecider, accessTokenStreamId } from '../../domain/access-token';
import {
  invalidRequestToken,
  REQUEST_TOKEN_STREAM,
  requestTokenDecider,
  type RequestTokenEvent,
  requestTokenStreamId,
} from '../../domain/request-token';
import { UsersReadModel } from '../../projections/users.read-model';
import { newAccessToken, newTokenSecret, sha256 } from '../../secrets/credentials';
import { SecretBox } from '../../secrets/secret-box';
import { type ExchangedAccessToken, OAuthAccessTokenCommand } from './oauth-access-token.command';

/**
 * Step three: an approved request token and its verifier become an access
 * token. The exchange and the new token are appended in one transaction, so a
 * request token is used exactly once.
 */
@CommandHandler(OAuthAccessTokenCommand)
export class OAuthAccessTokenHandler implements ICommandHandler<OAuthAccessTokenCommand, ExchangedAccessToken> {
  constructor(
    private readonly store: EventStore,
    private readonly users: UsersReadModel,
    private readonly secrets: SecretBox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, requestToken, verifier }: OAuthAccessTokenCommand): Promise<ExchangedAccessToken> {
    const now = this.clock.now().toISOString();
    const requestStream = requestTokenStreamId(sha256(requestToken));
    const { version, events } = await this.store.readStream(requestStream);
    const state = fold(requestTokenDecider, events as unknown as RequestTokenEvent[]);
    const exchanged = requestTokenDecider.decide(
      { type: 'ExchangeRequestToken', token: requestToken, appId, verifierHash: sha256(verifier), now },
      state,
    );
    const userId = state.userId!;
    const token = newAccessToken(userId);
    const secret = newTokenSecret();
    const issued = accessTokenDecider.decide(
      {
        type: 'IssueAccessToken',
        token,
        tokenSecret: this.secrets.seal(secret),
        userId,
        appId,
        accessLevel: state.accessLevel ?? 'write',
        now,
      },
      accessTokenDecider.initialState(),
    );
    try {
      await this.store.appendAll([
        { streamId: requestStream, streamType: REQUEST_TOKEN_STREAM, events: exchanged, expectedVersion: version },
        { streamId: accessTokenStreamId(sha256(token)), streamType: ACCESS_TOKEN_STREAM, events: issued, expectedVersion: 0 },
      ]);
    } catch (error) {
      // another request exchanged it first
      if (error instanceof WrongExpectedVersion) throw invalidRequestToken();
      throw error;
    }
    const user = await this.users.get(userId);
    return { oauth_token: token, oauth_token_secret: secret, user_id: userId, screen_name: user?.screen_name ?? '' };
  }
}
