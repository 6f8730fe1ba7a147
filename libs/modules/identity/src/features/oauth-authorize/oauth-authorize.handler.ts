import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { REQUEST_TOKEN_STREAM, requestTokenDecider, requestTokenStreamId } from '../../domain/request-token';
import { newPin, newVerifier, sha256 } from '../../secrets/credentials';
import { DecideRequestTokenCommand, type RequestTokenDecision } from './oauth-authorize.command';

/**
 * Approves (with a new verifier: a 7-digit PIN for `oob`, a random string for a
 * callback) or denies a pending request token. Only the verifier's hash is kept.
 */
@CommandHandler(DecideRequestTokenCommand)
export class DecideRequestTokenHandler implements ICommandHandler<DecideRequestTokenCommand, RequestTokenDecision> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, callback, decision, userId }: DecideRequestTokenCommand): Promise<RequestTokenDecision> {
    const streamId = requestTokenStreamId(sha256(token));
    const now = this.clock.now().toISOString();
    if (decision === 'deny') {
      await this.store.handle(streamId, REQUEST_TOKEN_STREAM, requestTokenDecider, { type: 'DenyRequestToken', token, userId, now });
      return { decision: 'denied', callback };
    }
    const verifier = callback === 'oob' ? newPin() : newVerifier();
    await this.store.handle(streamId, REQUEST_TOKEN_STREAM, requestTokenDecider, {
      type: 'ApproveRequestToken',
      token,
      userId: userId!,
      verifierHash: sha256(verifier),
      now,
    });
    return { decision: 'approved', callback, verifier };
  }
}
