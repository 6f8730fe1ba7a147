import { deciderSpec } from '@platform/testing';
import { bearerTokenDecider, type BearerTokenIssued } from './app-bearer-token';

const now = '2026-01-01T00:00:00.000Z';

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
    spec.given([issued]).when({ type: 'InvalidateBearerToken', appId: 'a1', tokenHash: 'other', now }).thenThrows({ kind: 'forbidden', code: 'NOT_OUTSTANDING' });
    spec.given([]).when({ type: 'InvalidateBearerToken', appId: 'a1', tokenHash: 'h1', now }).thenThrows({ kind: 'forbidden', code: 'NOT_OUTSTANDING' });
  });
});
