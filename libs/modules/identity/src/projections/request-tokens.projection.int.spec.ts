import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type RequestTokenCommand, requestTokenDecider } from '../domain/request-token';
import { requestTokensProjection } from './request-tokens.projection';

const token = 'rt-proj-spec';
const issue: RequestTokenCommand = {
  type: 'IssueRequestToken',
  token,
  tokenSecret: { enc: 'v1.r.t.s' },
  appId: 'a1',
  callback: 'oob',
  accessLevel: 'read',
  now: '2026-01-01T00:00:00.000Z',
};
const approve: RequestTokenCommand = { type: 'ApproveRequestToken', token, userId: 'u1', verifierHash: 'vh', now: '2026-01-01T00:01:00.000Z' };
const exchange: RequestTokenCommand = { type: 'ExchangeRequestToken', token, appId: 'a1', verifierHash: 'vh', now: '2026-01-01T00:02:00.000Z' };

describe('the request tokens projection', () => {
  const db = testDatabase();
  const rows = (commands: RequestTokenCommand[]) =>
    projectionSpec(requestTokensProjection, db())
      .given(historyOf(requestTokenDecider, commands))
      .thenRows(`SELECT token, secret_enc, app_id, callback, access_level, status, user_id, issued_at, expires_at FROM identity.request_tokens WHERE token = $1`, [token]);

  it('keeps an issued token pending, with its callback and lifetime, no user yet', async () => {
    expect(await rows([issue])).toEqual([
      {
        token,
        secret_enc: 'v1.r.t.s',
        app_id: 'a1',
        callback: 'oob',
        access_level: 'read',
        status: 'pending',
        user_id: null,
        issued_at: new Date('2026-01-01T00:00:00Z'),
        expires_at: new Date('2026-01-01T00:15:00Z'),
      },
    ]);
  });

  it('follows it to approved by a user, then exchanged, keeping the user', async () => {
    expect(await rows([issue, approve])).toEqual([expect.objectContaining({ status: 'approved', user_id: 'u1' })]);
    expect(await rows([issue, approve, exchange])).toEqual([expect.objectContaining({ status: 'exchanged', user_id: 'u1' })]);
  });

  it('marks it denied, with the user who denied it when known', async () => {
    expect(await rows([issue, { type: 'DenyRequestToken', token, userId: 'u2', now: '2026-01-01T00:01:00.000Z' }])).toEqual([
      expect.objectContaining({ status: 'denied', user_id: 'u2' }),
    ]);
    expect(await rows([issue, { type: 'DenyRequestToken', token, now: '2026-01-01T00:01:00.000Z' }])).toEqual([expect.objectContaining({ status: 'denied', user_id: null })]);
  });
});
