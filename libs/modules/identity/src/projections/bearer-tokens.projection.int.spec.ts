import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type BearerTokenCommand, bearerTokenDecider } from '../domain/app-bearer-token';
import { bearerTokensProjection } from './bearer-tokens.projection';

const obtain = (tokenHash: string): BearerTokenCommand => ({ type: 'ObtainBearerToken', appId: 'app-bt-spec', tokenHash, seed: `seed-${tokenHash}`, now: '2026-01-01T00:00:00Z' });
const invalidate = (tokenHash: string): BearerTokenCommand => ({ type: 'InvalidateBearerToken', appId: 'app-bt-spec', tokenHash, now: '2026-01-02T00:00:00Z' });

describe('the bearer tokens projection', () => {
  const db = testDatabase();
  const rows = (commands: BearerTokenCommand[]) =>
    projectionSpec(bearerTokensProjection, db())
      .given(historyOf(bearerTokenDecider, commands))
      .thenRows(`SELECT app_id, token_hash, seed, issued_at FROM identity.bearer_tokens WHERE app_id = $1`, ['app-bt-spec']);

  it('keeps the app’s outstanding token: its hash and seed only', async () => {
    expect(await rows([obtain('h-bt-1'), obtain('h-bt-2')])).toEqual([
      { app_id: 'app-bt-spec', token_hash: 'h-bt-1', seed: 'seed-h-bt-1', issued_at: new Date('2026-01-01T00:00:00Z') },
    ]);
  });

  it('drops an invalidated token, and keeps the one issued after', async () => {
    expect(await rows([obtain('h-bt-1'), invalidate('h-bt-1')])).toEqual([]);
    expect(await rows([obtain('h-bt-1'), invalidate('h-bt-1'), obtain('h-bt-2')])).toEqual([expect.objectContaining({ token_hash: 'h-bt-2' })]);
  });
});
