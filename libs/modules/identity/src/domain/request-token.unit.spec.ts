import { deciderSpec } from '@platform/testing';
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
    spec.given([issued, ...denied]).when({ type: 'ExchangeRequestToken', token: 't', appId: 'a1', verifierHash: 'h', now: later }).thenThrows({ code: 'INVALID_TOKEN' });
  });

  it('is issued once, to the app, with its callback and lifetime', () => {
    // it expires 15 minutes after it is issued
    const { issuedAt: _issuedAt, expiresAt: _expiresAt, ...data } = issued.data;
    spec.given([]).when({ type: 'IssueRequestToken', ...data, now }).then([issued]);
    spec.given([issued]).when({ type: 'IssueRequestToken', ...data, now }).thenThrows({ kind: 'unauthorized', code: 'INVALID_TOKEN', parameter: 'oauth_token' });
  });

  it('is decided on the authorize page once: neither denied after its approval nor after its lifetime', () => {
    spec.given([issued, approved]).when({ type: 'DenyRequestToken', token: 't', userId: 'u1', now: later }).thenThrows({ code: 'INVALID_TOKEN' });
    spec.given([issued]).when({ type: 'DenyRequestToken', token: 't', now: tooLate }).thenThrows({ code: 'INVALID_TOKEN' });
    spec.given([]).when({ type: 'DenyRequestToken', token: 't', now }).thenThrows({ code: 'INVALID_TOKEN' });
    spec.given([]).when({ type: 'ApproveRequestToken', token: 't', userId: 'u1', verifierHash: 'h', now }).thenThrows({ code: 'INVALID_TOKEN' });
  });

  it('expires at the end of its lifetime, not a moment later', () => {
    spec.given([issued]).when({ type: 'ApproveRequestToken', token: 't', userId: 'u1', verifierHash: 'h', now: '2026-01-01T00:15:00.000Z' }).thenThrows({ code: 'INVALID_TOKEN' });
    expect(spec.given([issued]).when({ type: 'ApproveRequestToken', token: 't', userId: 'u1', verifierHash: 'h', now: '2026-01-01T00:14:59.999Z' }).thenEvents()).toHaveLength(1);
  });
});
