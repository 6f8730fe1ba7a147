import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type AccessTokenCommand, accessTokenDecider } from '../domain/access-token';
import { accessTokensProjection } from './access-tokens.projection';

const issue: AccessTokenCommand = {
  type: 'IssueAccessToken',
  token: 'tok-proj-spec',
  tokenSecret: { enc: 'v1.s.e.c' },
  userId: 'u1',
  appId: 'a1',
  accessLevel: 'write',
  now: '2026-01-01T00:00:00Z',
};
const invalidate: AccessTokenCommand = { type: 'InvalidateAccessToken', token: 'tok-proj-spec', now: '2026-01-05T00:00:00Z' };

describe('the access tokens projection', () => {
  const db = testDatabase();
  const rows = (commands: AccessTokenCommand[]) =>
    projectionSpec(accessTokensProjection, db())
      .given(historyOf(accessTokenDecider, commands))
      .thenRows(`SELECT token, secret_enc, user_id, app_id, access_level, created_at, invalidated_at FROM identity.access_tokens WHERE token = $1`, ['tok-proj-spec']);

  it('keeps an issued token, its secret sealed, for its user and app', async () => {
    expect(await rows([issue])).toEqual([
      { token: 'tok-proj-spec', secret_enc: 'v1.s.e.c', user_id: 'u1', app_id: 'a1', access_level: 'write', created_at: new Date('2026-01-01T00:00:00Z'), invalidated_at: null },
    ]);
  });

  it('keeps an invalidated token with the time it stopped working', async () => {
    expect(await rows([issue, invalidate])).toEqual([expect.objectContaining({ invalidated_at: new Date('2026-01-05T00:00:00Z') })]);
  });
});
