import { streamCommandHandler } from '@platform/event-store';
import { ACCESS_TOKEN } from '../../domain/access-token';
import { CredentialCache } from '../../credentials/credential-cache';
import { sha256 } from '../../secrets/credentials';
import { InvalidateAccessTokenCommand } from './invalidate-access-token.command';

export const InvalidateAccessTokenHandler = streamCommandHandler(InvalidateAccessTokenCommand, ACCESS_TOKEN, {
  inject: [CredentialCache],
  decide: ({ token, userId }, cache: CredentialCache) => ({
    stream: ACCESS_TOKEN.streamId(sha256(token)),
    command: { type: 'InvalidateAccessToken', token, ...(userId === undefined ? {} : { userId }) },
    cache,
  }),
  answer: (_result, { cache }, { token }) => {
    // refused from the next request on, before the notification to the other replicas arrives
    cache.evict(`access:${token}`);
  },
});
