import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { AUTHORIZATION_CODE_STREAM, authorizationCodeDecider, authorizationCodeStreamId } from '../../domain/oauth2-user-grant';
import { randomAlphanumeric, sha256 } from '../../secrets/credentials';
import { IssueAuthorizationCodeCommand } from './oauth2-authorize.command';

/** Issues a code (kept as its hash) for the consent given; the answer is the code itself, for the redirect. */
@CommandHandler(IssueAuthorizationCodeCommand)
export class IssueAuthorizationCodeHandler implements ICommandHandler<IssueAuthorizationCodeCommand, string> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, userId, request }: IssueAuthorizationCodeCommand): Promise<string> {
    const code = randomAlphanumeric(64);
    const codeHash = sha256(code);
    await this.store.handle(authorizationCodeStreamId(codeHash), AUTHORIZATION_CODE_STREAM, authorizationCodeDecider, {
      type: 'IssueAuthorizationCode',
      codeHash,
      appId,
      userId,
      scopes: request.scopes,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      codeChallengeMethod: request.codeChallengeMethod,
      now: this.clock.now().toISOString(),
    });
    return code;
  }
}
