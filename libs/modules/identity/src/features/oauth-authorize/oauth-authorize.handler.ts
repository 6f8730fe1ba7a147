import { type KindCommand, streamCommandHandler } from '@platform/event-store';
import { REQUEST_TOKEN, type RequestTokenCommand } from '../../domain/request-token';
import { newPin, newVerifier, sha256 } from '../../secrets/credentials';
import { DecideRequestTokenCommand, type RequestTokenDecision } from './oauth-authorize.command';

/**
 * Approves (with a new verifier: a 7-digit PIN for `oob`, a random string for a
 * callback) or denies a pending request token. Only the verifier's hash is kept.
 */
export const DecideRequestTokenHandler = streamCommandHandler(DecideRequestTokenCommand, REQUEST_TOKEN, {
  decide: ({ token, callback, decision, userId }) => {
    const verifier = decision === 'approve' ? (callback === 'oob' ? newPin() : newVerifier()) : undefined;
    const command: KindCommand<RequestTokenCommand> =
      verifier === undefined
        ? { type: 'DenyRequestToken', token, userId }
        : { type: 'ApproveRequestToken', token, userId: userId!, verifierHash: sha256(verifier) };
    return { stream: REQUEST_TOKEN.streamId(sha256(token)), command, verifier };
  },
  answer: (_result, { verifier }, { callback }): RequestTokenDecision =>
    verifier === undefined ? { decision: 'denied', callback } : { decision: 'approved', callback, verifier },
});
