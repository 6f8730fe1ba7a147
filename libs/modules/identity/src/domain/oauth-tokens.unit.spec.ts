import { deciderSpec } from '@platform/testing';
import { accessTokenDecider, type AccessTokenIssued } from './access-token';
import { bearerTokenDecider, type BearerTokenIssued } from './app-bearer-token';
import { requestTokenDecider, type RequestTokenApproved, type RequestTokenIssued } from './request-token';

const now = '2026-01-01T00:00:00.000Z';
const later = '2026-01-01T00:05:00.000Z';
const tooLate = '2026-01-01T00:20:00.000Z';
const sealed = { enc: 'v1.x.y.z' };

describe('request token decider', () => {
  const spec = deciderSpec(requestTokenDecider);
  const issued: RequestTokenIssued = {
    type: 'identity.RequestTokenIssued',
    data: { token: 't', tokenSecret: sealed, appId: 'a1', callback: 'oob', accessLevel: 'write', issuedAt: now, expiresAt: '2026-01-01T00:15:00.000Z' },
  };
  const approved: RequestTokenApproved = {
    type: 'identity.RequestTokenApproved',
    data: { token: 't', userId: 'u1', verifierHash: 'h', approvedAt: later },
  };

  it('is approved once, then exchanged once with the right verifier', () => {
    spec.given([issued]).when({ type: 'ApproveRequestToken', token: 't', userId: 'u1', verifierHash: 'h', now: later }).then([approved]);
    spec.given([issued, approved]).when({ type: 'ApproveRequestToken', token: 't', userId: 'u2', verifierHash: 'h2', now: later }).thenThrows({ code: 'INVALID_TOKEN' });
    spec
      .given([issued, approved])
      .when({ type: 'ExchangeRequestToken', token: 't', appId: 'a1', verifierHash: 'h', now: later })
      .then([{ type: 'identity.RequestTokenExchanged', data: { token: 't', userId: 'u1', exchangedAt: later } }]);
    spec
      .given([issued, approved, { type: 'identity.RequestTokenExchanged', data: { token: 't', userId: 'u1', exchangedAt: later } }])
      .when({ type: 'ExchangeRequestToken', token: 't', appId: 'a1', verifierHash: 'h', now: later })
      .thenThrows({ code: 'INVALID_TOKEN' });
  });

  it('refuses a wrong verifier, another app, an unapproved or expired token', () => {
    spec.given([issued, approved]).when({ type: 'ExchangeRequestToken', token: 't', appId: 'a1', verifierHash: 'x', now: later }).thenThrows({ code: 'INVALID_VERIFIER', parameter: 'oauth_verifier' });
    spec.given([issued, approved]).when({ type: 'ExchangeRequestToken', token: 't', appId: 'a2', verifierHash: 'h', now: later }).thenThrows({ code: 'INVALID_TOKEN' });
    spec.given([issued]).when({ type: 'ExchangeRequestToken', token: 't', appId: 'a1', verifierHash: 'h', now: later }).thenThrows({ code: 'INVALID_TOKEN' });
    spec.given([issued, approved]).when({ type: 'ExchangeRequestToken', token: 't', appId: 'a1', verifierHash: 'h', now: tooLate }).thenThrows({ code: 'INVALID_TOKEN' });
    spec.given([issued]).when({ type: 'ApproveRequestToken', token: 't', userId: 'u1', verifierHash: 'h', now: tooLate }).thenThrows({ code: 'INVALID_TOKEN' });
  });

  it('a denied token can be neither approved nor exchanged', () => {
    const denied = spec.given([issued]).when({ type: 'DenyRequestToken', token: 't', now: later }).thenEvents();
    expect(denied.map((e) => e.type)).toEqual(['identity.RequestTokenDenied']);
    spec.given([issued, ...denied]).when({ type: 'ApproveRequestToken', token: 't', userId: 'u1', verifierHash: 'h', now: later }).thenThrows({ code: 'INVALID_TOKEN' });
  });
});

describe('access token decider', () => {
  const spec = deciderSpec(accessTokenDecider);
  const issued: AccessTokenIssued = {
    type: 'identity.AccessTokenIssued',
    data: { token: 'k', tokenSecret: sealed, userId: 'u1', appId: 'a1', accessLevel: 'write', issuedAt: now },
  };
  it('is invalidated once', () => {
    spec
      .given([issued])
      .when({ type: 'InvalidateAccessToken', token: 'k', now: later })
      .then([{ type: 'identity.AccessTokenInvalidated', data: { token: 'k', userId: 'u1', appId: 'a1', invalidatedAt: later } }]);
    spec
      .given([issued, { type: 'identity.AccessTokenInvalidated', data: { token: 'k', userId: 'u1', appId: 'a1', invalidatedAt: later } }])
      .when({ type: 'InvalidateAccessToken', token: 'k', now: later })
      .thenThrows({ code: 'INVALID_TOKEN' });
    spec.given([]).when({ type: 'InvalidateAccessToken', token: 'k', now }).thenThrows({ code: 'INVALID_TOKEN' });
  });
});

describe('bearer token decider', () => {
  const spec = deciderSpec(bearerTokenDecider);
  const issued: BearerTokenIssued = { type: 'identity.BearerTokenIssued', data: { appId: 'a1', tokenHash: 'h1', seed: 's1', issuedAt: now } };
  it('issues one token per app and keeps it until invalidated', () => {
    spec.given([]).when({ type: 'ObtainBearerToken', appId: 'a1', tokenHash: 'h1', seed: 's1', now }).then([issued]);
    spec.given([issued]).when({ type: 'ObtainBearerToken', appId: 'a1', tokenHash: 'h2', seed: 's2', now }).then([]);
    const invalidated = spec.given([issued]).when({ type: 'InvalidateBearerToken', appId: 'a1', tokenHash: 'h1', now }).thenEvents();
    expect(invalidated.map((e) => e.type)).toEqual(['identity.BearerTokenInvalidated']);
    spec.given([issued, ...invalidated]).when({ type: 'ObtainBearerToken', appId: 'a1', tokenHash: 'h2', seed: 's2', now }).then([
      { type: 'identity.BearerTokenIssued', data: { appId: 'a1', tokenHash: 'h2', seed: 's2', issuedAt: now } },
    ]);
  });
  it('refuses to invalidate a token that is not the outstanding one', () => {
    spec.given([issued]).when({ type: 'InvalidateBearerToken', appId: 'a1', tokenHash: 'other', now }).thenThrows({ code: 'NOT_OUTSTANDING' });
    spec.given([]).when({ type: 'InvalidateBearerToken', appId: 'a1', tokenHash: 'h1', now }).thenThrows({ code: 'NOT_OUTSTANDING' });
  });
});
