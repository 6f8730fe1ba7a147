import { DataSource } from 'typeorm';
import { StateReplacement } from '@platform/event-store';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { signedFetch } from '../../support/oauth1-client';
import { CredentialCache } from '../../../libs/modules/identity/src/credentials/credential-cache';

/**
 * Tokens are cached per replica; invalidating one drops it everywhere: here at
 * once, on other replicas through the NOTIFY sent in the invalidating
 * transaction. A second cache stands for another replica.
 */
describe('credential cache across replicas', () => {
  let t: TestApp;
  let otherReplica: CredentialCache;
  beforeAll(async () => {
    t = await startTestApp();
    otherReplica = new CredentialCache(t.app.get(DataSource), t.app.get(StateReplacement));
    await otherReplica.onModuleInit();
  });
  afterAll(async () => {
    await otherReplica.onModuleDestroy();
    await t.close();
  });

  async function waitFor(condition: () => boolean, ms = 5000) {
    const deadline = Date.now() + ms;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('drops an invalidated access token on every replica', async () => {
    const base = await t.listen();
    const a = admin(t);
    const app = (await a.post('/admin/apps', { name: 'Cached' })).body.data;
    const user = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
    const tk = (await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: app.id })).body.data;
    const consumer = { key: app.consumer_key, secret: app.consumer_secret };
    const token = { key: tk.oauth_token, secret: tk.oauth_token_secret };
    otherReplica.rememberAccessToken({ token: tk.oauth_token, tokenSecret: 's', appId: app.id, userId: user.id, accessLevel: 'write', invalidated: false });
    expect(otherReplica.accessToken(tk.oauth_token)).toBeDefined();

    const res = await signedFetch('POST', `${base}/1.1/oauth/invalidate_token`, { consumer, token });
    expect(res.status).toBe(200);
    await waitFor(() => otherReplica.accessToken(tk.oauth_token) === undefined);
  });

  it('drops an invalidated bearer token on every replica', async () => {
    const base = await t.listen();
    const app = (await admin(t).post('/admin/apps', { name: 'Cached bearer' })).body.data;
    const basic = `Basic ${Buffer.from(`${app.consumer_key}:${app.consumer_secret}`).toString('base64')}`;
    const form = { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' };
    const { access_token } = await (await fetch(`${base}/oauth2/token`, { method: 'POST', headers: form, body: 'grant_type=client_credentials' })).json();
    const [{ token_hash }] = await t.dataSource.query('SELECT token_hash FROM identity.bearer_tokens WHERE app_id = $1', [app.id]);
    otherReplica.rememberBearerToken(token_hash, app.id);
    await fetch(`${base}/oauth2/invalidate_token`, { method: 'POST', headers: form, body: `access_token=${access_token}` });
    await waitFor(() => otherReplica.bearerToken(token_hash) === undefined);
  });
});
