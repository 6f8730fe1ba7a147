import { numericId } from '@platform/ddd';
import { EventStore, Prepare, streamCommandHandler } from '@platform/event-store';
import {
  AUTHORIZATION_CODE,
  type AuthorizationCodeState,
  OAuth2Error,
  USER_GRANT,
  type UserGrantState,
} from '../../domain/oauth2-user-grant';
import { OAuth2UserTokensReadModel } from '../../projections/oauth2-user-tokens.read-model';
import { sha256 } from '../../secrets/credentials';
import { newTokens, tokenResponse } from '../shared/user-tokens';
import { RedeemAuthorizationCodeCommand, RefreshUserTokensCommand } from './oauth2-user-token.command';

/**
 * Redeems an authorization code: decided on the code's stream (once, by its
 * app, in its 30 seconds, same redirect URI, the verifier of its challenge),
 * and the grant it opens written in the same transaction.
 */
export const RedeemAuthorizationCodeHandler = streamCommandHandler(RedeemAuthorizationCodeCommand, AUTHORIZATION_CODE, {
  inject: [EventStore],
  decide: ({ appId, code, redirectUri, codeVerifier }, store: EventStore) => {
    const grantId = numericId();
    const tokens = newTokens();
    const opened: { grant?: UserGrantState } = {};
    const command = new Prepare(async ({ code: issued }: AuthorizationCodeState) => {
      if (!issued) throw new OAuth2Error('invalid_grant', 'Value passed for the authorization code was invalid.');
      const { write, state } = await store.decideWrite(USER_GRANT, USER_GRANT.streamId(grantId), [
        {
          type: 'IssueUserTokens',
          grantId,
          appId: issued.appId,
          userId: issued.userId,
          scopes: issued.scopes,
          accessTokenHash: sha256(tokens.access),
          refreshTokenHash: sha256(tokens.refresh),
        },
      ]);
      opened.grant = state;
      return { command: { type: 'RedeemAuthorizationCode' as const, appId, redirectUri, codeVerifier, grantId }, writes: [write] };
    });
    return { stream: AUTHORIZATION_CODE.streamId(sha256(code)), command, tokens, opened };
  },
  answer: (_result, { tokens, opened }) => tokenResponse(opened.grant!, tokens),
});

/**
 * Refreshes a grant's tokens: decided on the grant's stream, so a refresh
 * token is spent by its first use. The read model only names the grant the
 * token was issued on; the grant's decider checks it is the current one.
 */
export const RefreshUserTokensHandler = streamCommandHandler(RefreshUserTokensCommand, USER_GRANT, {
  inject: [OAuth2UserTokensReadModel],
  async decide({ appId, refreshToken }, grants: OAuth2UserTokensReadModel) {
    const grantId = await grants.grantOf(refreshToken, 'refresh');
    if (!grantId) throw new OAuth2Error('invalid_request', 'Value passed for the token was invalid.');
    const tokens = newTokens();
    const command = {
      type: 'RefreshUserTokens' as const,
      appId,
      refreshTokenHash: sha256(refreshToken),
      accessTokenHash: sha256(tokens.access),
      newRefreshTokenHash: sha256(tokens.refresh),
    };
    return { stream: USER_GRANT.streamId(grantId), command, tokens };
  },
  answer: ({ state }, { tokens }) => tokenResponse(state, tokens),
});
