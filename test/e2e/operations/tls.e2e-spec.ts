import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettings } from '@platform/config';
import { REAL_API_HOSTS, tlsIdentity, type TlsIdentity, TlsSetupError } from '../../../apps/api/src/tls/local-ca';
import { adsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';
import { TEST_DATABASE_URL } from '../../support/database';
import { png } from '../../support/media-files';
import { authorizationHeader, signedFetch } from '../../support/oauth1-client';
import { PROCESS_ADMIN_TOKEN, startServer } from '../../support/server-process';

jest.setTimeout(120_000);

/** A request over HTTPS trusting only the given CA (as `curl --cacert` does). */
function httpsCall(method: string, url: string, ca: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; certificate: X509Certificate }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, ca, headers, agent: new Agent({ ca, keepAlive: false }) }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => {
        const raw = (res.socket as import('node:tls').TLSSocket).getPeerX509Certificate?.();
        resolve({ status: res.statusCode ?? 0, body, certificate: raw! });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const httpsGet = (url: string, ca: string, headers: Record<string, string> = {}) => httpsCall('GET', url, ca, headers);

/**
 * HTTPS with aviary's local certificate authority (TLS=on): the CA made once
 * and kept, the server certificate's names, given certificates, and both
 * listeners answering over HTTPS a client that trusts the CA.
 */
describe('HTTPS with a local CA', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'aviary-tls-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const settings = (env: Record<string, string> = {}) => loadSettings({ TLS: 'on', DATA_DIR: dataDir, ...env });

  it("makes a CA once (its key the owner's only) and a server certificate signed by it for this machine, TLS_HOSTNAMES and the real API hosts", async () => {
    const first = (await tlsIdentity(settings({ TLS_HOSTNAMES: 'aviary.test, 10.0.0.7' })))!;
    expect(first.caPath).toBe(join(dataDir, 'tls', 'ca.pem'));
    expect(statSync(join(dataDir, 'tls', 'ca-key.pem')).mode & 0o777).toBe(0o600);
    const ca = new X509Certificate(readFileSync(first.caPath!));
    expect(ca.ca).toBe(true);
    const server = new X509Certificate(first.cert);
    expect(server.checkIssued(ca)).toBe(true);
    expect(server.verify(ca.publicKey)).toBe(true);
    const names = server.subjectAltName!.split(', ');
    expect(names).toEqual(expect.arrayContaining(['DNS:localhost', 'IP Address:127.0.0.1', 'IP Address:0:0:0:0:0:0:0:1', 'DNS:aviary.test', 'IP Address:10.0.0.7', ...REAL_API_HOSTS.map((host) => `DNS:${host}`)]));

    // a restart finds the same CA, and signs a new server certificate with it
    const second = (await tlsIdentity(settings()))!;
    expect(readFileSync(second.caPath!, 'utf8')).toBe(readFileSync(first.caPath!, 'utf8'));
    expect(new X509Certificate(second.cert).serialNumber).not.toBe(server.serialNumber);
    expect(new X509Certificate(second.cert).checkIssued(ca)).toBe(true);
  });

  it('serves a given certificate and key as they are, and says which file it cannot read', async () => {
    const made = (await tlsIdentity(settings()))!;
    writeFileSync(join(dataDir, 'given.pem'), made.cert);
    writeFileSync(join(dataDir, 'given-key.pem'), made.key);
    const given = await tlsIdentity(settings({ TLS_CERT: join(dataDir, 'given.pem'), TLS_KEY: join(dataDir, 'given-key.pem') }));
    expect(given).toEqual({ cert: made.cert, key: made.key });
    await expect(tlsIdentity(settings({ TLS_CERT: join(dataDir, 'missing.pem'), TLS_KEY: join(dataDir, 'given-key.pem') }))).rejects.toThrow(TlsSetupError);
    await expect(tlsIdentity(settings({ TLS_CERT: join(dataDir, 'missing.pem'), TLS_KEY: join(dataDir, 'given-key.pem') }))).rejects.toThrow(/TLS_CERT/);
    expect(() => loadSettings({ TLS: 'on', TLS_CERT: 'x.pem' })).toThrow(/TLS_CERT and TLS_KEY must be given together/);
    expect(await tlsIdentity(loadSettings({ DATA_DIR: dataDir }))).toBeUndefined();
  });

  describe('the listeners', () => {
    let plain: TestApp;
    let secure: TestApp;
    let identity: TlsIdentity;
    let ca: string;

    beforeAll(async () => {
      identity = (await tlsIdentity(settings()))!;
      ca = readFileSync(identity.caPath!, 'utf8');
      plain = await startTestApp();
      secure = await startTestApp({ TLS: 'on' }, [], { tls: identity });
    });
    afterAll(async () => {
      await secure.close();
      await plain.close();
    });

    it('answer a signed request over HTTPS on both listeners, with absolute URLs in https', async () => {
      const base = await secure.listen();
      const sandbox = await secure.listenSandbox();
      expect(base).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const ads = await adsCaller(plain, { api: await plain.listen() });
      const sign = (method: string, url: string) => authorizationHeader(method, url, { consumer: ads.consumer, token: ads.token });
      const me = await httpsGet(`${base}/2/users/me`, ca, { authorization: sign('GET', `${base}/2/users/me`) });
      expect(me.status).toBe(200);
      expect(JSON.parse(me.body).data.id).toBe(ads.userId);
      expect(me.certificate.subjectAltName).toContain('IP Address:127.0.0.1');
      const accounts = await httpsGet(`${sandbox}/12/accounts`, ca, { authorization: sign('GET', `${sandbox}/12/accounts`) });
      expect(accounts.status).toBe(200);

      // a stats job's file is named in the scheme the job was asked in
      const jobUrl = `${base}/12/stats/jobs/accounts/${ads.accountId}?entity=ACCOUNT&entity_ids=${ads.accountId}&start_time=2026-01-01T00:00:00Z&end_time=2026-01-01T06:00:00Z&granularity=HOUR&metric_groups=ENGAGEMENT&placement=ALL_ON_TWITTER`;
      const job = await httpsCall('POST', jobUrl, ca, { authorization: sign('POST', jobUrl) });
      expect([job.status, job.body]).toEqual([200, expect.any(String)]);
      const jobId = JSON.parse(job.body).data.id_str as string;
      let url: string | null = null;
      for (let i = 0; i < 100 && !url; i++) {
        const jobs = await httpsGet(`${base}/12/stats/jobs/accounts/${ads.accountId}?job_ids=${jobId}`, ca, {
          authorization: sign('GET', `${base}/12/stats/jobs/accounts/${ads.accountId}?job_ids=${jobId}`),
        });
        url = JSON.parse(jobs.body).data[0].url;
        if (!url) await new Promise((r) => setTimeout(r, 100));
      }
      expect(url).toMatch(new RegExp(`^${base}/ton/advertiser-api-async-analytics/`));
      // media added over HTTPS is named in https (MEDIA_BASE_URL unset)
      const uploaded = await signedFetch('POST', `${await plain.listen()}/2/media/upload`, {
        consumer: ads.consumer,
        token: ads.token,
        json: { media: png(800, 418).toString('base64'), media_category: 'tweet_image' },
      });
      const mediaKey = ((await uploaded.json()) as { data: { media_key: string } }).data.media_key;
      const libraryUrl = `${base}/12/accounts/${ads.accountId}/media_library?media_key=${mediaKey}`;
      const added = await httpsCall('POST', libraryUrl, ca, { authorization: sign('POST', libraryUrl) });
      expect(added.status).toBe(200);
      expect(JSON.parse(added.body).data.media_url).toMatch(new RegExp(`^https://localhost:${secure.settings.PORT}/media/`));
    });

    it('refuses a client that does not trust the CA', async () => {
      const base = await secure.listen();
      await expect(fetch(`${base}/health`)).rejects.toThrow();
    });
  });

  it('prints an https banner with the CA to trust, and a second start finds the same CA', async () => {
    const processDir = mkdtempSync(join(tmpdir(), 'aviary-tls-process-'));
    try {
      const start = async () => {
        const server = await startServer(processDir, { TLS: 'on', DATABASE_URL: TEST_DATABASE_URL, LOG_LEVEL: 'info' }, undefined, ['--demo']);
        const deadline = Date.now() + 60_000;
        while (!/Try it:/.test(server.output()) && Date.now() < deadline) {
          if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
          await new Promise((r) => setTimeout(r, 200));
        }
        return server;
      };
      const first = await start();
      const caPath = join(processDir, 'tls', 'ca.pem');
      expect(first.output()).toContain(`platform + ads   https://127.0.0.1:${first.port}`);
      expect(first.output()).toContain(`local CA ${caPath}`);
      expect(first.output()).toContain(`NODE_EXTRA_CA_CERTS=${caPath}`);
      expect(first.output()).toContain(`curl -s --cacert ${caPath}`);
      const ca = readFileSync(caPath, 'utf8');
      const health = await httpsGet(`https://127.0.0.1:${first.port}/health`, ca);
      expect(health.status).toBe(200);
      const admin = await httpsGet(`https://localhost:${first.port}/admin/apps?count=1`, ca, { authorization: `Bearer ${PROCESS_ADMIN_TOKEN}` });
      expect(admin.status).toBe(200);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = await start();
      expect(readFileSync(caPath, 'utf8')).toBe(ca);
      expect((await httpsGet(`https://127.0.0.1:${second.port}/health`, ca)).status).toBe(200);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      rmSync(processDir, { recursive: true, force: true });
    }
  });
});
