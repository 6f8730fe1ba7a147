import { streamCommandHandler } from '@platform/event-store';
import { AUTHORIZATION_CODE } from '../../domain/oauth2-user-grant';
import { randomAlphanumeric, sha256 } from '../../secrets/credentials';
import { IssueAuthorizationCodeCommand } from './oauth2-authorize.command';

/** Issues a code (kept as its hash) for the consent given; the answer is the code itself, for the redirect. */
export const IssueAuthorizationCodeHandler = streamCommandHandler(IssueAuthorizationCodeCommand, AUTHORIZATION_CODE, {
  decide: ({ appId, userId, request }) => {
    const code = randomAlphanumeric(64);
    const codeHash = sha256(code);
    const { scopes, redirectUri, codeChallenge, codeChallengeMethod } = request;
    const command = { type: 'IssueAuthorizationCode' as const, codeHash, appId, userId, scopes, redirectUri, codeChallenge, codeChallengeMethod };
    return { stream: AUTHORIZATION_CODE.streamId(codeHash), command, code };
  },
  answer: (_result, { code }) => code,
});
