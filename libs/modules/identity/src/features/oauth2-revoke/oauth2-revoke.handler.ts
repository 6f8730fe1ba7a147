import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { USER_GRANT_STREAM, userGrantDecider, userGrantStreamId } from '../../domain/oauth2-user-grant';
import { OAuth2UserTokensReadModel } from '../../projections/oauth2-user-tokens.read-model';
import { RevokeUserTokenCommand } from './oauth2-revoke.command';

/** An unknown token, or another app's, changes nothing and is answered alike (RFC 7009 §2.2). */
@CommandHandler(RevokeUserTokenCommand)
export class RevokeUserTokenHandler implements ICommandHandler<RevokeUserTokenCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly tokens: OAuth2UserTokensReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(c: RevokeUserTokenCommand): Promise<void> {
    const grantId = await this.tokens.grantOf(c.token);
    if (!grantId) return;
    await this.store.handle(userGrantStreamId(grantId), USER_GRANT_STREAM, userGrantDecider, {
      type: 'RevokeUserGrant',
      appId: c.appId,
      now: this.clock.now().toISOString(),
    });
  }
}
