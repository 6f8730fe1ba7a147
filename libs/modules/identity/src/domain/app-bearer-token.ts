import { type Decider, DomainError, type DomainEvent, streamKind } from '@platform/ddd';

/**
 * An app's OAuth 2.0 app-only bearer token: at most one outstanding per app.
 * Asking again while one is outstanding changes nothing (the same token is
 * answered); invalidating it means the next request gets a different one.
 * Only a hash of the token is kept, with the random seed it is derived from.
 */
export type BearerTokenIssued = DomainEvent<
  'identity.BearerTokenIssued',
  { appId: string; tokenHash: string; seed: string; issuedAt: string }
>;
export type BearerTokenInvalidated = DomainEvent<
  'identity.BearerTokenInvalidated',
  { appId: string; tokenHash: string; invalidatedAt: string }
>;
export type BearerTokenEvent = BearerTokenIssued | BearerTokenInvalidated;

export interface BearerTokenState {
  outstanding?: { tokenHash: string; seed: string };
}

export interface ObtainBearerToken {
  type: 'ObtainBearerToken';
  appId: string;
  /** Used only when no token is outstanding. */
  tokenHash: string;
  seed: string;
  now: string;
}
export interface InvalidateBearerToken {
  type: 'InvalidateBearerToken';
  appId: string;
  tokenHash: string;
  now: string;
}
export type BearerTokenCommand = ObtainBearerToken | InvalidateBearerToken;

export const bearerTokenDecider: Decider<BearerTokenState, BearerTokenCommand, BearerTokenEvent> = {
  initialState: () => ({}),
  evolve: (state, event) => {
    switch (event.type) {
      case 'identity.BearerTokenIssued':
        return { outstanding: { tokenHash: event.data.tokenHash, seed: event.data.seed } };
      case 'identity.BearerTokenInvalidated':
        return {};
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ObtainBearerToken':
        if (state.outstanding) return [];
        return [
          {
            type: 'identity.BearerTokenIssued',
            data: { appId: command.appId, tokenHash: command.tokenHash, seed: command.seed, issuedAt: command.now },
          },
        ];
      case 'InvalidateBearerToken':
        if (!state.outstanding || state.outstanding.tokenHash !== command.tokenHash) {
          throw new DomainError('forbidden', 'The token is not the outstanding bearer token of the app.', {
            parameter: 'access_token',
            code: 'NOT_OUTSTANDING',
          });
        }
        return [
          {
            type: 'identity.BearerTokenInvalidated',
            data: { appId: command.appId, tokenHash: command.tokenHash, invalidatedAt: command.now },
          },
        ];
    }
  },
};

export const bearerTokenStreamId = (appId: string) => `identity.AppBearerToken-${appId}`;
export const BEARER_TOKEN_STREAM = 'identity.AppBearerToken';

export const BEARER_TOKEN = streamKind(
  { type: BEARER_TOKEN_STREAM, streamId: bearerTokenStreamId, decider: bearerTokenDecider, stamp: 'milliseconds' },
  { 'identity.BearerTokenIssued': 1, 'identity.BearerTokenInvalidated': 1 },
);
