import { loadSettings, SettingsError } from './settings';

describe('settings', () => {
  it('has working defaults', () => {
    const s = loadSettings({});
    expect(s).toMatchObject({
      PORT: 3000,
      SANDBOX_PORT: 3001,
      HOST: '0.0.0.0',
      DATA_DIR: '.data',
      PROBLEM_BASE_URL: 'https://api.twitter.com/2/problems',
      LOG_LEVEL: 'info',
    });
    expect(s.DATABASE_URL).toBeUndefined();
    expect(s.ADMIN_TOKEN).toBeUndefined();
  });

  it("takes the webhooks and activity defaults from the platform's pages (Enterprise tiers, the CRC answer time)", () => {
    expect(loadSettings({})).toMatchObject({
      WEBHOOKS_PER_APP: 5,
      WEBHOOK_CRC_TIMEOUT_MS: 10000,
      ACCOUNT_ACTIVITY_SUBSCRIPTIONS_PER_APP: 5000,
      ACTIVITY_SUBSCRIPTIONS_PER_APP: 75000,
    });
  });

  it('parses what the environment gives', () => {
    const s = loadSettings({
      PORT: '8080',
      SANDBOX_PORT: '8081',
      DATABASE_URL: 'postgres://u:p@db:5432/aviary',
      ADMIN_TOKEN: 'a-long-enough-admin-token',
      PROBLEM_BASE_URL: 'http://localhost:3000/2/problems',
      LOG_LEVEL: 'debug',
    });
    expect(s).toMatchObject({ PORT: 8080, SANDBOX_PORT: 8081, LOG_LEVEL: 'debug', DATABASE_URL: 'postgres://u:p@db:5432/aviary' });
  });

  it('treats empty values as unset', () => {
    expect(loadSettings({ DATABASE_URL: '', ADMIN_TOKEN: '' })).toMatchObject({ DATABASE_URL: undefined, ADMIN_TOKEN: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SANDBOX_PORT: '-1' }, 'SANDBOX_PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_TOKEN: 'short' }, 'ADMIN_TOKEN'],
    [{ PROBLEM_BASE_URL: 'not a url' }, 'PROBLEM_BASE_URL'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ ENCRYPTION_KEY: 'abcd' }, 'ENCRYPTION_KEY'],
  ])('refuses %p naming %s', (env, name) => {
    expect(() => loadSettings(env)).toThrow(SettingsError);
    expect(() => loadSettings(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('reports every bad variable at once', () => {
    try {
      loadSettings({ PORT: 'x', LOG_LEVEL: 'y' });
      fail('expected an error');
    } catch (error) {
      expect((error as SettingsError).problems).toHaveLength(2);
    }
  });
});
