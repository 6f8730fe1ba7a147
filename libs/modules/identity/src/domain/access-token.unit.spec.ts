import { deciderSpec } from '@platform/testing';
import { accessTokenDecider, type AccessTokenIssued } from './access-token';

const now = '2026-01-01T00:00:00.000Z';
const later = '2026-01-01T00:05:00.000Z';
const sealed = { enc: 'v1.x.y.z' };

describe('access token decider', () => {
  const spec = deciderSpec(accessTokenDecider);
  const issued: AccessTokenIssued = {
    type: 'identity.AccessTokenIssued',
    data: { token: 'k', tokenSecret: sealed, userId: 'u1', appId: 'a1', accessLevel: 'write', issuedAt: now },
  };
  it('is issued once', () => {
    const { issuedAt: _issuedAt, ...data } = issued.data;
    spec.given([]).when({ type: 'IssueAccessToken', ...data, now }).then([issued]);
    spec.given([issued]).when({ type: 'IssueAccessToken', ...data, now }).thenThrows({ kind: 'conflict' });
  });

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
