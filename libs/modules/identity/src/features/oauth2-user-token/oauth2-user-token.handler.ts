import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, numericId } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  AUTHORIZATION_CODE_STREAM,
  authorizationCodeDecider,
  type AuthorizationCodeState,
  authorizationCodeStreamId,
  OAuth2Error,
  USER_GRANT_STREAM,
  userGrantDecider,
  type UserGrantState,
  userGrantStreamId,
} from '../../domain/oauth2-user-grant';
import { OAuth2UserTokensReadModel } from '../../projections/oauth2-user-tokens.read-model';
import { randomAlphanumeric, sha256 } from '../../secrets/credentials';
import { RedeemAuthorizationCodeCommand, RefreshUserTokensCommand, type UserTokenResponse } from './oauth2-user-token.command';

/** A fresh access and refresh token pair (the refresh token is kept only with `offline.access`). */
const newTokens = () => ({ access: randomAlphanumeric(86), refresh: randomAlphanumeric(86) });

function answer(state: UserGrantState, tokens: { access: string; refresh: string }): UserTokenResponse {
  const current = state.current!;
  return {
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    access_token: tokens.access,
    scope: current.scopes.join(' '),
    ...(current.refreshTokenHash ? { refresh_token: tokens.refresh } : {}),
  };
}

/**
 * Redeems an authorization code: decided on the code's stream (once, by its
 * app, in its 30 seconds, same redirect URI, the verifier of its challenge),
 * and the grant it opens written in the same transaction.
 */
@CommandHandler(RedeemAuthorizationCodeCommand)
export class RedeemAuthorizationCodeHandler implements ICommandHandler<RedeemAuthorizationCodeCommand, UserTokenResponse> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(c: RedeemAuthorizationCodeCommand): Promise<UserTokenResponse> {
    const codeHash = sha256(c.code);
    const grantId = numericId();
    const tokens = newTokens();
    const now = this.clock.now().toISOString();
    let grant: UserGrantState | undefined;
    await this.store.handle(
      authorizationCodeStreamId(codeHash),
      AUTHORIZATION_CODE_STREAM,
      authorizationCodeDecider,
      new Prepare(async (state: AuthorizationCodeState) => {
        const code = state.code;
        if (!code) throw new OAuth2Error('invalid_grant', 'Value passed for the authorization code was invalid.');
        const initial = userGrantDecider.initialState();
        const events = userGrantDecider.decide(
          {
            type: 'IssueUserTokens',
            grantId,
            appId: code.appId,
            userId: code.userId,
            scopes: code.scopes,
            accessTokenHash: sha256(tokens.access),
            refreshTokenHash: sha256(tokens.refresh),
            now,
          },
          initial,
        );
        grant = events.reduce(userGrantDecider.evolve, initial);
        return {
          command: { type: 'RedeemAuthorizationCode', appId: c.appId, redirectUri: c.redirectUri, codeVerifier: c.codeVerifier, grantId, now },
          writes: [{ streamId: userGrantStreamId(grantId), streamType: USER_GRANT_STREAM, expectedVersion: 0, events }],
        };
      }),
    );
    return answer(grant!, tokens);
  }
}

/** Refreshes a grant's tokens: decided on the grant's stream, so a refresh token is spent by its first use. */
@CommandHandler(RefreshUserTokensCommand)
export class RefreshUserTokensHandler implements ICommandHandler<RefreshUserTokensCommand, UserTokenResponse> {
  constructor(
    private readonly store: EventStore,
    private readonly tokens: OAuth2UserTokensReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(c: RefreshUserTokensCommand): Promise<UserTokenResponse> {
    const refreshTokenHash = sha256(c.refreshToken);
    const grantId = await this.tokens.grantOf(c.refreshToken, 'refresh');
    if (!grantId) throw new OAuth2Error('invalid_request', 'Value passed for the token was invalid.');
    const tokens = newTokens();
    const { state } = await this.store.handle(userGrantStreamId(grantId), USER_GRANT_STREAM, userGrantDecider, {
      type: 'RefreshUserTokens',
      appId: c.appId,
      refreshTokenHash,
      accessTokenHash: sha256(tokens.access),
      newRefreshTokenHash: sha256(tokens.refresh),
      now: this.clock.now().toISOString(),
    });
    return answer(state, tokens);
  }
}
