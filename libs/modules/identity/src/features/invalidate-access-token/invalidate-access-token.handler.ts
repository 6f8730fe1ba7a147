import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { ACCESS_TOKEN_STREAM, accessTokenDecider, accessTokenStreamId } from '../../domain/access-token';
import { sha256 } from '../../secrets/credentials';
import { InvalidateAccessTokenCommand } from './invalidate-access-token.command';

@CommandHandler(InvalidateAccessTokenCommand)
export class InvalidateAccessTokenHandler implements ICommandHandler<InvalidateAccessTokenCommand, void> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: InvalidateAccessTokenCommand): Promise<void> {
    await this.store.handle(accessTokenStreamId(sha256(token)), ACCESS_TOKEN_STREAM, accessTokenDecider, {
      type: 'InvalidateAccessToken',
      token,
      now: this.clock.now().toISOString(),
    });
  }
}
