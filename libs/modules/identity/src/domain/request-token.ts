import { type Decider, DomainError, type DomainEvent, streamKind } from '@platform/ddd';
import type { EncryptedSecret } from './app';
import type { AccessLevel } from './access-token';

/**
 * A request token (temporary credentials) of the three-legged OAuth 1.0a flow:
 * issued to an app, then approved or denied by a user on the authorize page,
 * then exchanged once for an access token, within its lifetime.
 */
export type RequestTokenIssued = DomainEvent<
  'identity.RequestTokenIssued',
  {
    token: string;
    tokenSecret: EncryptedSecret;
    appId: string;
    callback: string; // a URL, or 'oob'
    accessLevel: AccessLevel;
    issuedAt: string;
    expiresAt: string;
  }
>;
export type RequestTokenApproved = DomainEvent<
  'identity.RequestTokenApproved',
  { token: string; userId: string; verifierHash: string; approvedAt: string }
>;
export type RequestTokenDenied = DomainEvent<'identity.RequestTokenDenied', { token: string; userId?: string; deniedAt: string }>;
export type RequestTokenExchanged = DomainEvent<
  'identity.RequestTokenExchanged',
  { token: string; userId: string; exchangedAt: string }
>;

export type RequestTokenEvent = RequestTokenIssued | RequestTokenApproved | RequestTokenDenied | RequestTokenExchanged;

export type RequestTokenStatus = 'none' | 'pending' | 'approved' | 'denied' | 'exchanged';

export interface RequestTokenState {
  status: RequestTokenStatus;
  appId?: string;
  callback?: string;
  accessLevel?: AccessLevel;
  expiresAt?: string;
  userId?: string;
  verifierHash?: string;
}

export interface IssueRequestToken {
  type: 'IssueRequestToken';
  token: string;
  tokenSecret: EncryptedSecret;
  appId: string;
  callback: string;
  accessLevel: AccessLevel;
  now: string;
}
export interface ApproveRequestToken {
  type: 'ApproveRequestToken';
  token: string;
  userId: string;
  verifierHash: string;
  now: string;
}
export interface DenyRequestToken {
  type: 'DenyRequestToken';
  token: string;
  userId?: string;
  now: string;
}
export interface ExchangeRequestToken {
  type: 'ExchangeRequestToken';
  token: string;
  appId: string;
  /** Hash of the verifier the client presented. */
  verifierHash: string;
  now: string;
}

export type RequestTokenCommand = IssueRequestToken | ApproveRequestToken | DenyRequestToken | ExchangeRequestToken;

/** The token is unknown, used, denied or expired: code 89 on the OAuth endpoints. */
export const invalidRequestToken = () =>
  new DomainError('unauthorized', 'Invalid or expired token.', { parameter: 'oauth_token', code: 'INVALID_TOKEN' });

const expired = (state: RequestTokenState, now: string) => !state.expiresAt || state.expiresAt <= now;

export const requestTokenDecider: Decider<RequestTokenState, RequestTokenCommand, RequestTokenEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'identity.RequestTokenIssued':
        return {
          status: 'pending',
          appId: event.data.appId,
          callback: event.data.callback,
          accessLevel: event.data.accessLevel,
          expiresAt: event.data.expiresAt,
        };
      case 'identity.RequestTokenApproved':
        return { ...state, status: 'approved', userId: event.data.userId, verifierHash: event.data.verifierHash };
      case 'identity.RequestTokenDenied':
        return { ...state, status: 'denied' };
      case 'identity.RequestTokenExchanged':
        return { ...state, status: 'exchanged' };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'IssueRequestToken': {
        if (state.status !== 'none') throw invalidRequestToken();
        const { type: _t, now, ...data } = command;
        const expiresAt = new Date(Date.parse(now) + REQUEST_TOKEN_LIFETIME_SECONDS * 1000).toISOString();
        return [{ type: 'identity.RequestTokenIssued', data: { ...data, issuedAt: now, expiresAt } }];
      }
      case 'ApproveRequestToken':
        if (state.status !== 'pending' || expired(state, command.now)) throw invalidRequestToken();
        return [
          {
            type: 'identity.RequestTokenApproved',
            data: { token: command.token, userId: command.userId, verifierHash: command.verifierHash, approvedAt: command.now },
          },
        ];
      case 'DenyRequestToken':
        if (state.status !== 'pending' || expired(state, command.now)) throw invalidRequestToken();
        return [{ type: 'identity.RequestTokenDenied', data: { token: command.token, userId: command.userId, deniedAt: command.now } }];
      case 'ExchangeRequestToken':
        if (state.status !== 'approved' || state.appId !== command.appId || expired(state, command.now)) {
          throw invalidRequestToken();
        }
        if (command.verifierHash !== state.verifierHash) {
          throw new DomainError('unauthorized', 'Invalid oauth_verifier parameter', {
            parameter: 'oauth_verifier',
            code: 'INVALID_VERIFIER',
          });
        }
        return [
          { type: 'identity.RequestTokenExchanged', data: { token: command.token, userId: state.userId!, exchangedAt: command.now } },
        ];
    }
  },
};

export const requestTokenStreamId = (tokenHash: string) => `identity.RequestToken-${tokenHash}`;
export const REQUEST_TOKEN_STREAM = 'identity.RequestToken';
/** How long a request token may wait for approval and exchange. */
export const REQUEST_TOKEN_LIFETIME_SECONDS = 15 * 60;

export const REQUEST_TOKEN = streamKind(
  { type: REQUEST_TOKEN_STREAM, streamId: requestTokenStreamId, decider: requestTokenDecider, stamp: 'milliseconds' },
  { 'identity.RequestTokenIssued': 1, 'identity.RequestTokenApproved': 1, 'identity.RequestTokenDenied': 1, 'identity.RequestTokenExchanged': 1 },
);
