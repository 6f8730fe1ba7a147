import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { BEARER_TOKEN_STREAM, bearerTokenDecider, bearerTokenStreamId } from '../../domain/app-bearer-token';
import { CredentialCache } from '../../credentials/credential-cache';
import { sha256 } from '../../secrets/credentials';
import { OAuth2InvalidateTokenCommand } from './oauth2-invalidate-token.command';

@CommandHandler(OAuth2InvalidateTokenCommand)
export class OAuth2InvalidateTokenHandler implements ICommandHandler<OAuth2InvalidateTokenCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly cache: CredentialCache,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, accessToken }: OAuth2InvalidateTokenCommand): Promise<void> {
    await this.store.handle(bearerTokenStreamId(appId), BEARER_TOKEN_STREAM, bearerTokenDecider, {
      type: 'InvalidateBearerToken',
      appId,
      tokenHash: sha256(accessToken),
      now: this.clock.now().toISOString(),
    });
    this.cache.evict(`bearer:${sha256(accessToken)}`);
  }
}
