import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { BEARER_TOKEN_STREAM, bearerTokenDecider, bearerTokenStreamId } from '../../domain/app-bearer-token';
import { sha256 } from '../../secrets/credentials';
import { SecretBox } from '../../secrets/secret-box';
import { bearerTokenFor } from './bearer-token';
import { type BearerTokenResponse, OAuth2TokenCommand } from './oauth2-token.command';

/** One outstanding token per app: a repeated request answers the same token. */
@CommandHandler(OAuth2TokenCommand)
export class OAuth2TokenHandler implements ICommandHandler<OAuth2TokenCommand, BearerTokenResponse> {
  constructor(
    private readonly store: EventStore,
    private readonly secrets: SecretBox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId }: OAuth2TokenCommand): Promise<BearerTokenResponse> {
    const seed = randomBytes(16).toString('base64url');
    const result = await this.store.handle(bearerTokenStreamId(appId), BEARER_TOKEN_STREAM, bearerTokenDecider, {
      type: 'ObtainBearerToken',
      appId,
      tokenHash: sha256(bearerTokenFor(this.secrets, appId, seed)),
      seed,
      now: this.clock.now().toISOString(),
    });
    const outstanding = result.state.outstanding!;
    return { token_type: 'bearer', access_token: bearerTokenFor(this.secrets, appId, outstanding.seed) };
  }
}
