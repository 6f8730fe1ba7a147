import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@platform/event-store';
import { USER_GRANT } from '../../domain/oauth2-user-grant';
import { OAuth2UserTokensReadModel } from '../../projections/oauth2-user-tokens.read-model';
import { sha256 } from '../../secrets/credentials';
import { RevokeUserTokenCommand } from './oauth2-revoke.command';

/**
 * Revokes the grant of a token, decided on the grant's stream (the token one
 * it holds now, of the app). A token that names no grant names no stream to
 * decide on: it changes nothing and is answered alike (RFC 7009 §2.2), so
 * this handler is written rather than declared on the grant's kind.
 */
@CommandHandler(RevokeUserTokenCommand)
export class RevokeUserTokenHandler implements ICommandHandler<RevokeUserTokenCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly grants: OAuth2UserTokensReadModel,
  ) {}

  async execute({ appId, token }: RevokeUserTokenCommand): Promise<void> {
    const grantId = await this.grants.grantOf(token);
    if (grantId) await this.store.decide(USER_GRANT, USER_GRANT.streamId(grantId), { type: 'RevokeUserGrant', appId, tokenHash: sha256(token) });
  }
}
