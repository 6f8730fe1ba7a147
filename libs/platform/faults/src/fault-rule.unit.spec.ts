import { activeRule, badPathGlob, compilePathGlob, type FaultRule, matchesDelivery, matchesRequest } from './fault-rule';

const rule = (over: Partial<FaultRule>): FaultRule => ({
  id: '1',
  target: 'request',
  method: null,
  path: '/12/accounts/*/campaigns',
  app_id: null,
  webhook_id: null,
  status: 503,
  delay_ms: null,
  action: null,
  fraction: 1,
  count: null,
  remaining: null,
  created_at: '2026-01-01T00:00:00.000Z',
  expires_at: '2026-01-01T01:00:00.000Z',
  ...over,
});
const NOW = Date.parse('2026-01-01T00:30:00.000Z');

describe('fault path globs', () => {
  it.each([
    ['/12/accounts/*/campaigns', '/12/accounts/abc/campaigns', true],
    ['/12/accounts/*/campaigns', '/12/accounts/abc/campaigns/', true],
    ['/12/accounts/*/campaigns', '/12/accounts/a/b/campaigns', false],
    ['/12/accounts/*/campaigns', '/12/accounts//campaigns', false],
    ['/12/accounts/*', '/12/accounts', false],
    ['/12/accounts/**', '/12/accounts', true],
    ['/12/accounts/**', '/12/accounts/a/b/c', true],
    ['/12/**/campaigns', '/12/accounts/a/campaigns', true],
    ['/12/**/campaigns', '/12/campaigns', true],
    ['/12/**/campaigns', '/12/accounts/a/line_items', false],
    ['/2/users/me', '/2/users/me', true],
    ['/2/users/me', '/2/users/mee', false],
    ['/2/users.me', '/2/usersXme', false],
    ['/11/accounts', '/12/accounts', true],
  ])('%s on %s: %s', (glob, path, expected) => {
    expect(compilePathGlob(glob).test(path)).toBe(expected);
  });

  it.each(['accounts', '/12/acc*', '/12/a**', '/12/a b', '/12/accounts?x=1', '/12//accounts'])('refuses %s', (glob) => {
    expect(badPathGlob(glob)).toEqual(expect.any(String));
  });

  it.each(['/', '/12/accounts/*/campaigns', '/**', '/2/users/:id', '/12/accounts/**'])('takes %s', (glob) => {
    expect(badPathGlob(glob)).toBeUndefined();
  });
});

describe('fault rule matching', () => {
  it('matches the method, the app and the path of live request rules; the version 11 path as 12', () => {
    const r = activeRule(rule({ method: 'GET', app_id: 'app1' }));
    expect(matchesRequest(r, 'GET', '/12/accounts/x/campaigns', 'app1', NOW)).toBe(true);
    expect(matchesRequest(r, 'GET', '/11/accounts/x/campaigns', 'app1', NOW)).toBe(true);
    expect(matchesRequest(r, 'POST', '/12/accounts/x/campaigns', 'app1', NOW)).toBe(false);
    expect(matchesRequest(r, 'GET', '/12/accounts/x/campaigns', 'app2', NOW)).toBe(false);
    expect(matchesRequest(r, 'GET', '/12/accounts/x/campaigns', undefined, NOW)).toBe(false);
    expect(matchesRequest(r, 'GET', '/12/accounts/x/campaigns', 'app1', Date.parse('2026-01-01T01:00:00.000Z'))).toBe(false);
  });

  it('matches deliveries by webhook and app, never requests', () => {
    const r = activeRule(rule({ target: 'webhook_delivery', path: null, status: null, action: 'timeout', webhook_id: '7' }));
    expect(matchesDelivery(r, '7', 'any', NOW)).toBe(true);
    expect(matchesDelivery(r, '8', 'any', NOW)).toBe(false);
    expect(matchesRequest(r, 'GET', '/12/accounts', undefined, NOW)).toBe(false);
    expect(matchesDelivery(activeRule(rule({})), '7', 'any', NOW)).toBe(false);
  });
});
