import { conflict, type Decider, DomainError, type DomainEvent, notFound, streamKind } from '@platform/ddd';
import type { EncryptedSecret } from './app';

export type AccessLevel = 'read' | 'write';

/** An OAuth 1.0a user access token: which user, through which app, with which access. */
export type AccessTokenIssued = DomainEvent<
  'identity.AccessTokenIssued',
  {
    token: string;
    tokenSecret: EncryptedSecret;
    userId: string;
    appId: string;
    accessLevel: AccessLevel;
    issuedAt: string;
  }
>;

export type AccessTokenInvalidated = DomainEvent<
  'identity.AccessTokenInvalidated',
  { token: string; userId: string; appId: string; invalidatedAt: string }
>;

export type AccessTokenEvent = AccessTokenIssued | AccessTokenInvalidated;

export interface AccessTokenState {
  exists: boolean;
  invalidated: boolean;
  userId?: string;
  appId?: string;
}

export interface IssueAccessToken {
  type: 'IssueAccessToken';
  token: string;
  tokenSecret: EncryptedSecret;
  userId: string;
  appId: string;
  accessLevel: AccessLevel;
  now: string;
}

export interface InvalidateAccessToken {
  type: 'InvalidateAccessToken';
  token: string;
  /** The user the operator names it of (the admin API): another user's token, or none, is not found. */
  userId?: string;
  now: string;
}

export type AccessTokenCommand = IssueAccessToken | InvalidateAccessToken;

export const accessTokenDecider: Decider<AccessTokenState, AccessTokenCommand, AccessTokenEvent> = {
  initialState: () => ({ exists: false, invalidated: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'identity.AccessTokenIssued':
        return { exists: true, invalidated: false, userId: event.data.userId, appId: event.data.appId };
      case 'identity.AccessTokenInvalidated':
        return { ...state, invalidated: true };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'IssueAccessToken': {
        if (state.exists) throw conflict('Access token already issued');
        const { type: _type, now, ...data } = command;
        return [{ type: 'identity.AccessTokenIssued', data: { ...data, issuedAt: now } }];
      }
      case 'InvalidateAccessToken':
        if (command.userId !== undefined && state.userId !== command.userId) {
          throw notFound(`Access token ${command.token} of user ${command.userId} was not found`, 'oauth_token');
        }
        if (!state.exists || state.invalidated) {
          throw new DomainError('unauthorized', 'Invalid or expired token.', { code: 'INVALID_TOKEN' });
        }
        return [
          {
            type: 'identity.AccessTokenInvalidated',
            data: { token: command.token, userId: state.userId!, appId: state.appId!, invalidatedAt: command.now },
          },
        ];
    }
  },
};

/** Streams are keyed by a hash of the token, so the token itself never appears in a stream id. */
export const accessTokenStreamId = (tokenHash: string) => `identity.AccessToken-${tokenHash}`;
export const ACCESS_TOKEN_STREAM = 'identity.AccessToken';

export const ACCESS_TOKEN = streamKind(
  { type: ACCESS_TOKEN_STREAM, streamId: accessTokenStreamId, decider: accessTokenDecider, stamp: 'milliseconds' },
  { 'identity.AccessTokenIssued': 1, 'identity.AccessTokenInvalidated': 1 },
);
