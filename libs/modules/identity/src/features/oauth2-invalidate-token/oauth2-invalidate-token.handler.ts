import { streamCommandHandler } from '@platform/event-store';
import { BEARER_TOKEN } from '../../domain/app-bearer-token';
import { CredentialCache } from '../../credentials/credential-cache';
import { sha256 } from '../../secrets/credentials';
import { OAuth2InvalidateTokenCommand } from './oauth2-invalidate-token.command';

export const OAuth2InvalidateTokenHandler = streamCommandHandler(OAuth2InvalidateTokenCommand, BEARER_TOKEN, {
  inject: [CredentialCache],
  decide: ({ appId, accessToken }, cache: CredentialCache) => ({
    stream: BEARER_TOKEN.streamId(appId),
    command: { type: 'InvalidateBearerToken' as const, appId, tokenHash: sha256(accessToken) },
    cache,
  }),
  answer: (_result, { cache }, { accessToken }) => cache.evict(`bearer:${sha256(accessToken)}`),
});
