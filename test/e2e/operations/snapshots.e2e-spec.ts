import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ProcessorRunner } from '@platform/event-store';
import { TRANSIENT_TABLES } from '@platform/snapshots';
import type { DataSource } from 'typeorm';
import { snapshotCommand } from '../../../apps/api/src/snapshot';
import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { ADMIN_TOKEN, admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { png } from '../../support/media-files';
import { signedFetch } from '../../support/oauth1-client';
import { ownTestDatabase } from '../../support/own-database';
import { eventually } from '../../support/eventually';

/**
 * Snapshots, restore and reset replace EVERYTHING in the database: this spec
 * runs on a database of its own (the other specs share theirs).
 */
const STATE_SCHEMAS = ['event_store', 'identity', 'campaigns', 'webhooks', 'social', 'catalog', 'audiences', 'creatives', 'posts', 'history', 'analytics', 'http'];
/** Columns a restore gives new values by design (the restoring transaction's id). */
const RESTAMPED = ['transaction_id'];

// the background sweeps stay out of the comparisons: they run only when asked to
const QUIET = { CATALOG_FEED_POLL_MS: '3600000', AUDIENCE_SIZE_SWEEP_MS: '3600000', SCHEDULED_POST_POLL_MS: '3600000', DELIVERY_SWEEP_MS: '3600000', JOB_FILES_SWEEP_MS: '3600000' };

/** Every row of every table of the state (transient ones left out), as JSON text, in a stable order. */
async function everyRow(db: DataSource): Promise<Record<string, string[]>> {
  const tables = (
    (await db.query(
      `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' ORDER BY 1`,
      [STATE_SCHEMAS],
    )) as Array<{ name: string }>
  )
    .map((r) => r.name)
    .filter((name) => !TRANSIENT_TABLES.includes(name));
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = (await db.query(`SELECT (to_jsonb(t) - $1::text[])::text AS row FROM ${table} t ORDER BY 1`, [RESTAMPED])) as Array<{ row: string }>;
    out[table] = rows.map((r) => r.row);
  }
  return out;
}

describe('snapshots, restore and reset', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof ownTestDatabase>>;
  let dataDir: string;
  let base: string;
  let ads: AdsCaller;
  const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };

  beforeAll(async () => {
    database = await ownTestDatabase('snapshots');
    dataDir = await mkdtemp(join(tmpdir(), 'aviary-snapshots-'));
    t = await startTestApp({ ...QUIET, DATA_DIR: dataDir }, [], { databaseUrl: database.url });
    base = await t.listen();
    ads = await adsCaller(t, { api: base });
    await admin(t).patch(`/admin/apps/${ads.appId}`, { betas: ['catalog'] }).expect(200);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * Every processor has handled every event and saved its checkpoint at the head (one that reads past events of other
   * types saves within a second): then nothing moves after a restore of a snapshot taken now.
   */
  const idle = async (app: TestApp = t) => {
    await app.app.get(ProcessorRunner).whenIdle();
    await eventually(
      async () =>
        (await app.dataSource.query(
          `SELECT count(*)::int AS behind FROM event_store.checkpoints WHERE global_position < (SELECT coalesce(max(global_position), 0) FROM event_store.events)`,
        )) as Array<{ behind: number }>,
      (rows) => rows[0].behind === 0,
      15_000,
    );
  };
  const acct = () => `/12/accounts/${ads.accountId}`;
  const campaignCount = async () => {
    const res = await ads.get(`${acct()}/campaigns`, { count: 1000, with_total_count: true });
    return res;
  };

  let catalogId: string | undefined;
  async function writeThroughSeveralModules(label: string): Promise<{ campaignId: string }> {
    const a = admin(t);
    await a.patch(`/admin/users/${ads.userId}`, { description: `snapshot ${label}` }).expect(200);
    const fi = (await ads.get(`${acct()}/funding_instruments`)).body.data[0];
    const campaign = (await ads.post(`${acct()}/campaigns`, { funding_instrument_id: fi.id, name: `Kept ${label}`, daily_budget_amount_local_micro: 9_000_000 })).body.data;
    expect(campaign?.id).toBeDefined();
    const lineItem = (await ads.post(`${acct()}/line_items`, { campaign_id: campaign.id, objective: 'ENGAGEMENTS', product_type: 'PROMOTED_POSTS', placements: 'ALL_ON_PLATFORM' })).body.data;
    expect(lineItem?.id).toBeDefined();
    const other = (await a.post('/admin/users', { screen_name: uniqueScreenName('sn'), password: 'pw-123456' }).expect(201)).body.data;
    await a.post(`/admin/users/${ads.userId}/following`, { target_user_id: other.id }).expect(200);
    // a user has one catalog: made once, renamed after
    catalogId ??= (await ads.post('/12/product_catalogs', { name: `Shop ${label}` })).body.data.id;
    expect((await ads.put(`/12/product_catalogs/${catalogId}`, { name: `Shop ${label}` })).status).toBe(200);
    const audience = await ads.post(`${acct()}/custom_audiences`, { name: `Audience ${label}` });
    expect(audience.status).toBe(200);
    const posted = await ads.post(`${acct()}/post`, { as_user_id: ads.userId, text: `Post ${label}` });
    expect(posted.status).toBe(200);
    // media: bytes kept outside the events
    const upload = await signedFetch('POST', `${base}/2/media/upload`, { consumer: ads.consumer, token: ads.token, json: { media: png(30, 20).toString('base64'), media_category: 'tweet_image' } });
    expect(upload.status).toBe(200);
    return { campaignId: campaign.id };
  }

  it('answers bad names, taken names and unknown snapshots with problems naming them', async () => {
    const bad = await t.api().post('/admin/snapshots').set(auth).send({ name: 'no spaces here' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].parameters).toHaveProperty('name');
    expect((await t.api().post('/admin/snapshots').set(auth).send({})).status).toBe(400);
    expect((await t.api().post('/admin/snapshots').set(auth).send({ name: 'x'.repeat(65) })).status).toBe(400);
    expect((await t.api().post('/admin/snapshots').send({ name: 'unauthenticated' })).status).toBe(401);

    const first = await t.api().post('/admin/snapshots').set(auth).send({ name: 'taken' });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual(expect.objectContaining({ name: 'taken', events: expect.any(Number), bytes: expect.any(Number), created_at: expect.stringMatching(/Z$/) }));
    const again = await t.api().post('/admin/snapshots').set(auth).send({ name: 'taken' });
    expect(again.status).toBe(409);
    expect(again.headers['content-type']).toMatch(/problem\+json|json/);
    expect(again.body.title).toBe('Conflict');

    const unknown = await t.api().post('/admin/snapshots/never-taken/restore').set(auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.type).toMatch(/resource-not-found$/);
    expect((await t.api().post('/admin/snapshots/bad%20name/restore').set(auth)).status).toBe(400);

    const listed = await t.api().get('/admin/snapshots').set(auth).expect(200);
    expect(listed.body.data.map((s: { name: string }) => s.name)).toContain('taken');
    expect((await t.api().delete('/admin/snapshots/taken').set(auth)).status).toBe(200);
    expect((await t.api().delete('/admin/snapshots/taken').set(auth)).status).toBe(404);
  });

  it('restores every table row for row, and forgets what was cached since', async () => {
    await writeThroughSeveralModules('before');
    await idle();
    const atSnapshot = await everyRow(t.dataSource);
    const taken = await t.api().post('/admin/snapshots').set(auth).send({ name: 'before-test' });
    expect(taken.status).toBe(201);
    expect(taken.body.data.events).toBe(atSnapshot['event_store.events'].length);

    // more writes: a campaign, and an access token used once (so cached) after the snapshot
    const { campaignId } = await writeThroughSeveralModules('after');
    expect((await ads.get(`${acct()}/campaigns/${campaignId}`)).status).toBe(200);
    const later = (await admin(t).post(`/admin/users/${ads.userId}/access_tokens`, { app_id: ads.appId }).expect(201)).body.data;
    const laterToken = { key: later.oauth_token, secret: later.oauth_token_secret };
    const withLater = () => signedFetch('GET', `${base}${acct()}`, { consumer: ads.consumer, token: laterToken });
    expect((await withLater()).status).toBe(200);
    await idle();
    expect(await everyRow(t.dataSource)).not.toEqual(atSnapshot);

    const restored = await t.api().post('/admin/snapshots/before-test/restore').set(auth);
    expect(restored.status).toBe(200);
    expect(restored.body.data.name).toBe('before-test');
    await idle();

    const after = await everyRow(t.dataSource);
    expect(Object.keys(after)).toEqual(Object.keys(atSnapshot));
    for (const table of Object.keys(atSnapshot)) expect({ table, rows: after[table] }).toEqual({ table, rows: atSnapshot[table] });
    // the comparison compared something
    expect(atSnapshot['campaigns.campaigns'].some((row) => row.includes('Kept before'))).toBe(true);
    expect(atSnapshot['creatives.media_segments'].length).toBeGreaterThan(0);

    // what was made since is gone, caches included
    expect((await ads.get(`${acct()}/campaigns/${campaignId}`)).status).toBe(404);
    expect((await withLater()).status).toBe(401);
    // what was there still works: the old token (its secret sealed with the restored key) and new writes
    expect((await ads.get(acct())).status).toBe(200);
    const fi = (await ads.get(`${acct()}/funding_instruments`)).body.data[0];
    expect((await ads.post(`${acct()}/campaigns`, { funding_instrument_id: fi.id, name: 'After restore', daily_budget_amount_local_micro: 1_000_000 })).status).toBe(200);
    await admin(t).patch(`/admin/users/${ads.userId}`, { description: 'written after the restore' }).expect(200);
  });

  it('holds requests during a restore: each sees the state before or after, or 503, never half of one', async () => {
    await t.api().post('/admin/snapshots').set(auth).send({ name: 'concurrent' }).expect(201);
    const atSnapshot = (await campaignCount()).body.total_count as number;
    const fi = (await ads.get(`${acct()}/funding_instruments`)).body.data[0];
    for (let i = 0; i < 3; i++) {
      expect((await ads.post(`${acct()}/campaigns`, { funding_instrument_id: fi.id, name: `Extra ${i}`, daily_budget_amount_local_micro: 1_000_000 })).status).toBe(200);
    }
    const before = atSnapshot + 3;
    expect((await campaignCount()).body.total_count).toBe(before);

    const restore = t.api().post('/admin/snapshots/concurrent/restore').set(auth).then((r) => r);
    const reads = Array.from({ length: 12 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 15)).then(() => campaignCount()),
    );
    const [restored, ...answers] = await Promise.all([restore, ...reads]);
    expect(restored.status).toBe(200);
    for (const answer of answers) {
      if (answer.status === 503) {
        expect(answer.body.errors[0].code).toBe('SERVICE_UNAVAILABLE');
        continue;
      }
      expect(answer.status).toBe(200);
      expect([before, atSnapshot]).toContain(answer.body.total_count);
      expect(answer.body.data).toHaveLength(answer.body.total_count);
    }
    expect((await campaignCount()).body.total_count).toBe(atSnapshot);
  });

  it('exports a snapshot to a file that another server imports and restores', async () => {
    const other = await ownTestDatabase('snapshots_import');
    let second: TestApp | undefined;
    try {
      await t.api().post('/admin/snapshots').set(auth).send({ name: 'shared' }).expect(201);
      await idle();
      const expected = await everyRow(t.dataSource);
      const file = join(dataDir, 'shared.jsonl.gz');
      expect(await snapshotCommand(['export', 'shared', file], database.url)).toMatch(/exported snapshot shared/);
      // the admin API serves the same file
      const download = await t.api().get('/admin/snapshots/shared/file').set(auth).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('application/gzip');
      const header = JSON.parse(gunzipSync(download.body as Buffer).toString('utf8').split('\n')[0]);
      expect(header).toEqual(expect.objectContaining({ format: 'aviary-snapshot', version: 1, name: 'shared', events: expected['event_store.events'].length }));
      expect((await t.api().get('/admin/snapshots/nothing/file').set(auth)).status).toBe(404);
      // the export names the snapshot; an unknown one is refused
      await expect(snapshotCommand(['export', 'nothing', file + '.x'], database.url)).rejects.toThrow(/No snapshot is named nothing/);
      expect(await snapshotCommand(['import', file, 'fixture'], other.url)).toMatch(/imported snapshot fixture/);
      await expect(snapshotCommand(['import', file, 'fixture'], other.url)).rejects.toThrow(/exists already/);

      second = await startTestApp({ ...QUIET, DATA_DIR: dataDir }, [], { databaseUrl: other.url });
      const listed = await second.api().get('/admin/snapshots').set(auth).expect(200);
      expect(listed.body.data).toEqual([expect.objectContaining({ name: 'fixture', events: expected['event_store.events'].length })]);
      await second.api().post('/admin/snapshots/fixture/restore').set(auth).expect(200);
      await idle(second);
      const imported = await everyRow(second.dataSource);
      for (const table of Object.keys(expected)) expect({ table, rows: imported[table] }).toEqual({ table, rows: expected[table] });
      // the credentials work there: secrets come back with the key they were sealed with
      const secondBase = await second.listen();
      expect((await signedFetch('GET', `${secondBase}${acct()}`, { consumer: ads.consumer, token: ads.token })).status).toBe(200);
    } finally {
      await second?.close();
      await other.drop();
    }
  });

  it('refuses a file that is not there, saying so', async () => {
    await expect(snapshotCommand(['import', join(dataDir, 'missing.jsonl.gz'), 'missing'], database.url)).rejects.toThrow(/ENOENT/);
    const listed = await t.api().get('/admin/snapshots').set(auth).expect(200);
    expect(listed.body.data.map((s: { name: string }) => s.name)).not.toContain('missing');
  });

  it('refuses a file of another schema migration', async () => {
    const file = join(dataDir, 'shared.jsonl.gz');
    await t.dataSource.query(`INSERT INTO public.schema_migrations (timestamp, name) VALUES (9999999999999, 'Later9999999999999')`);
    try {
      await expect(snapshotCommand(['import', file, 'from-older'], database.url)).rejects.toThrow(/schema migration .* this server is at Later9999999999999/);
      const refused = await t.api().post('/admin/snapshots/shared/restore').set(auth);
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toMatch(/Later9999999999999/);
    } finally {
      await t.dataSource.query(`DELETE FROM public.schema_migrations WHERE name = 'Later9999999999999'`);
    }
  });

  it('resets to empty with the admin token still valid, and seeds the demo again when asked', async () => {
    const reset = await t.api().post('/admin/reset').set(auth).send({});
    expect(reset.status).toBe(200);
    expect(reset.body.data.reset_at).toEqual(expect.any(String));
    expect((await t.api().get('/admin/apps').set(auth).expect(200)).body.data).toEqual([]);
    expect((await t.dataSource.query('SELECT count(*)::int AS n FROM event_store.events'))[0].n).toBe(0);
    expect((await ads.get(acct())).status).toBe(401);
    // the snapshots stay
    expect((await t.api().get('/admin/snapshots').set(auth).expect(200)).body.data.map((s: { name: string }) => s.name)).toContain('before-test');
    expect((await t.api().post('/admin/reset').set(auth).send({ demo: 'yes' })).status).toBe(400);

    const demo = await t.api().post('/admin/reset').set(auth).send({ demo: true });
    expect(demo.status).toBe(200);
    const seeded = demo.body.data.demo;
    expect(seeded).toEqual(expect.objectContaining({ app: expect.objectContaining({ id: expect.any(String) }), account: { id: expect.any(String) } }));
    const apps = (await t.api().get('/admin/apps').set(auth).expect(200)).body.data;
    expect(apps.map((app: { id: string }) => app.id)).toEqual([seeded.app.id]);
    const signed = await signedFetch('GET', `${base}/12/accounts/${seeded.account.id}`, {
      consumer: { key: seeded.app.consumer_key, secret: seeded.app.consumer_secret },
      token: { key: seeded.token.oauth_token, secret: seeded.token.oauth_token_secret },
    });
    expect(signed.status).toBe(200);

    // and a snapshot restores over a reset
    await t.api().post('/admin/snapshots/before-test/restore').set(auth).expect(200);
    expect((await ads.get(acct())).status).toBe(200);
  });
});
