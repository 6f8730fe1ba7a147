import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TwitterApi, type ITwitterApiClientPlugin } from 'twitter-api-v2';
import { loadSettings } from '@platform/config';
import { tlsIdentity } from '../../../apps/api/src/tls/local-ca';
import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp, userWithPassword } from '../../support/app';

/** The README's plugin: every request of the client goes to aviary instead of the host the library names. */
const toAviary = (aviary: string): ITwitterApiClientPlugin => ({
  onBeforeRequestConfig({ params }) {
    params.url = params.url.replace(/^(https:\/\/)?[^/]+/, aviary);
  },
});

/**
 * twitter-api-v2, the most used TypeScript client of the platform API, which
 * has no base-URL option and speaks only https: with the README's plugin and
 * aviary's local CA trusted, it drives the platform API over HTTPS unchanged.
 */
describe('twitter-api-v2 over HTTPS', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'aviary-tls-client-'));
  let plain: TestApp;
  let secure: TestApp;
  let base: string;
  let ca: string;
  let me: AdsCaller;
  let other: { id: string; screen_name: string };

  beforeAll(async () => {
    const identity = (await tlsIdentity(loadSettings({ TLS: 'on', DATA_DIR: dataDir })))!;
    ca = readFileSync(identity.caPath!, 'utf8');
    plain = await startTestApp();
    secure = await startTestApp({ TLS: 'on' }, [], { tls: identity });
    base = await secure.listen();
    me = await adsCaller(plain, { api: await plain.listen() });
    other = await userWithPassword(admin(plain), 'v2o');
  });
  afterAll(async () => {
    await secure.close();
    await plain.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const client = (trusted = true) =>
    new TwitterApi(
      { appKey: me.consumer.key, appSecret: me.consumer.secret, accessToken: me.token.key, accessSecret: me.token.secret },
      { plugins: [toAviary(base)], ...(trusted ? { httpAgent: new Agent({ ca }) } : {}) },
    );

  it('drives me, tweet, userTimeline, follow, like, userByUsername and the v1.1 users/show through the plugin', async () => {
    const api = client();
    const self = await api.v2.me();
    expect(self.data.id).toBe(me.userId);
    const posted = await api.v2.tweet('Hello from twitter-api-v2 over HTTPS');
    expect(posted.data.text).toBe('Hello from twitter-api-v2 over HTTPS');
    const timeline = await api.v2.userTimeline(me.userId);
    expect(timeline.tweets.map((tweet) => tweet.id)).toContain(posted.data.id);
    expect((await api.v2.follow(me.userId, other.id)).data.following).toBe(true);
    expect((await api.v2.like(me.userId, posted.data.id)).data.liked).toBe(true);
    const byName = await api.v2.userByUsername(other.screen_name);
    expect(byName.data).toMatchObject({ id: other.id, username: other.screen_name });
    const shown = await api.v1.user({ screen_name: other.screen_name });
    expect(shown).toMatchObject({ id_str: other.id, screen_name: other.screen_name });
  });

  it('fails without the CA trusted: the library speaks https only, and aviary answers in https', async () => {
    await expect(client(false).v2.me()).rejects.toThrow();
  });
});
