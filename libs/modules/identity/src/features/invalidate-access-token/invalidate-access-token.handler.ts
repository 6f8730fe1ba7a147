import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { ACCESS_TOKEN_STREAM, accessTokenDecider, accessTokenStreamId } from '../../domain/access-token';
import { CredentialCache } from '../../credentials/credential-cache';
import { sha256 } from '../../secrets/credentials';
import { InvalidateAccessTokenCommand } from './invalidate-access-token.command';

@CommandHandler(InvalidateAccessTokenCommand)
export class InvalidateAccessTokenHandler implements ICommandHandler<InvalidateAccessTokenCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly cache: CredentialCache,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: InvalidateAccessTokenCommand): Promise<void> {
    await this.store.handle(accessTokenStreamId(sha256(token)), ACCESS_TOKEN_STREAM, accessTokenDecider, {
      type: 'InvalidateAccessToken',
      token,
      now: this.clock.now().toISOString(),
    });
    // refused from the next request on, before the notification to the other replicas arrives
    this.cache.evict(`access:${token}`);
  }
}
