import { conflict, type Decider, type DomainEvent } from '@platform/ddd';
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

export type AccessTokenEvent = AccessTokenIssued;

export interface AccessTokenState {
  exists: boolean;
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

export type AccessTokenCommand = IssueAccessToken;

export const accessTokenDecider: Decider<AccessTokenState, AccessTokenCommand, AccessTokenEvent> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) => (event.type === 'identity.AccessTokenIssued' ? { exists: true } : state),
  decide: (command, state) => {
    if (state.exists) throw conflict('Access token already issued');
    const { type: _type, now, ...data } = command;
    return [{ type: 'identity.AccessTokenIssued', data: { ...data, issuedAt: now } }];
  },
};

/** Streams are keyed by a hash of the token, so the token itself never appears in a stream id. */
export const accessTokenStreamId = (tokenHash: string) => `identity.AccessToken-${tokenHash}`;
export const ACCESS_TOKEN_STREAM = 'identity.AccessToken';
