import { randomBytes } from 'node:crypto';
import { streamCommandHandler } from '@platform/event-store';
import { BEARER_TOKEN } from '../../domain/app-bearer-token';
import { sha256 } from '../../secrets/credentials';
import { SecretBox } from '../../secrets/secret-box';
import { bearerTokenFor } from './bearer-token';
import { type BearerTokenResponse, OAuth2TokenCommand } from './oauth2-token.command';

/** One outstanding token per app: a repeated request answers the same token. */
export const OAuth2TokenHandler = streamCommandHandler(OAuth2TokenCommand, BEARER_TOKEN, {
  inject: [SecretBox],
  decide: ({ appId }, secrets: SecretBox) => {
    const seed = randomBytes(16).toString('base64url');
    const command = { type: 'ObtainBearerToken' as const, appId, tokenHash: sha256(bearerTokenFor(secrets, appId, seed)), seed };
    return { stream: BEARER_TOKEN.streamId(appId), command, secrets };
  },
  answer: ({ state }, { secrets }, { appId }): BearerTokenResponse => ({
    token_type: 'bearer',
    access_token: bearerTokenFor(secrets, appId, state.outstanding!.seed),
  }),
});
