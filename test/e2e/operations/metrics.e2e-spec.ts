import { ProcessorRunner } from '@platform/event-store';
import { adsCaller } from '../../support/ads-client';
import { openActivityStream } from '../../support/activity-stream-client';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { ownTestDatabase } from '../../support/own-database';
import { newPlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

/**
 * GET /metrics as Prometheus scrapes it: unauthenticated, the text format, and
 * figures that move with what the server does.
 */
type Samples = Map<string, number>;

/** `name{label="v",...} value` lines, keyed by name and labels sorted by name. */
function parse(text: string): Samples {
  const samples: Samples = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels = [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)]
      .map(([, k, v]) => `${k}="${v}"`)
      .sort()
      .join(',');
    samples.set(labels ? `${match[1]}{${labels}}` : match[1], Number(match[3]));
  }
  return samples;
}

const key = (name: string, labels: Record<string, string> = {}) => {
  const text = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort()
    .join(',');
  return text ? `${name}{${text}}` : name;
};

describe('GET /metrics', () => {
  let t: TestApp;
  let base: string;
  let database: Awaited<ReturnType<typeof ownTestDatabase>>;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    // this replica's counters are asserted: no other test app may send its deliveries
    database = await ownTestDatabase('metrics');
    t = await startTestApp({ WEBHOOK_DELIVERY_ATTEMPTS: '1' }, [], { databaseUrl: database.url });
    base = await t.listen();
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await t?.close();
    await database?.drop();
  });

  const scrape = async (): Promise<Samples> => {
    const res = await t.api().get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parse(res.text);
  };
  const value = (samples: Samples, name: string, labels?: Record<string, string>) => samples.get(key(name, labels)) ?? 0;

  it('answers without credentials, with process, pool and processor figures', async () => {
    // a processor's lag is counted from its checkpoint, written by its first run
    await t.app.get(ProcessorRunner).get('webhooks.activity')!.whenIdle();
    const samples = await scrape();
    // CPU seconds count from when the process's metrics started, which may be a moment ago: present is what holds
    expect(samples.has(key('process_cpu_user_seconds_total'))).toBe(true);
    expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value(samples, 'aviary_database_pool_max')).toBe(t.settings.DATABASE_POOL_SIZE);
    expect(value(samples, 'aviary_database_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    // every processor has a checkpoint and a lag, whichever replica runs it
    expect(samples.has(key('aviary_processor_lag_events', { processor: 'webhooks.activity' }))).toBe(true);
    expect(samples.has(key('aviary_processor_lag_seconds', { processor: 'webhooks.activity' }))).toBe(true);
    expect(value(samples, 'aviary_processor_checkpoint_timestamp_seconds', { processor: 'webhooks.activity' })).toBeGreaterThan(
      1_700_000_000,
    );
    // the metrics route itself is no route of the API and needs no token
    await t.api().get('/metrics').set('authorization', 'Bearer nonsense').expect(200);
  });

  it('counts requests by route template and status, and the events they append', async () => {
    const ads = await adsCaller(t, { api: base });
    const before = await scrape();
    const route = '/12/accounts/:account_id/campaigns';
    const created = await ads.post(`/12/accounts/${ads.accountId}/campaigns`, {
      name: 'metrics',
      funding_instrument_id: (await ads.get(`/12/accounts/${ads.accountId}/funding_instruments`)).body.data[0].id,
      daily_budget_amount_local_micro: 5_000_000,
      entity_status: 'PAUSED',
    });
    expect(created.status).toBe(200);
    const refused = await ads.get(`/12/accounts/${ads.accountId}/campaigns`, { count: 0 });
    expect(refused.status).toBe(400);
    await t.api().get('/no/such/path').expect(404);
    const after = await scrape();

    const count = (s: Samples, method: string, r: string, status: string) =>
      value(s, 'aviary_http_request_duration_seconds_count', { method, route: r, status });
    expect(count(after, 'POST', route, '200') - count(before, 'POST', route, '200')).toBe(1);
    expect(count(after, 'GET', route, '400') - count(before, 'GET', route, '400')).toBe(1);
    expect(count(after, 'GET', 'unmatched', '404') - count(before, 'GET', 'unmatched', '404')).toBe(1);
    // no series carries a raw id
    expect([...after.keys()].some((k) => k.includes(ads.accountId))).toBe(false);

    const campaigns = { stream_type: 'campaigns.Campaign' };
    expect(value(after, 'aviary_event_store_events_appended_total', campaigns)).toBe(
      value(before, 'aviary_event_store_events_appended_total', campaigns) + 1,
    );
    expect(value(after, 'aviary_event_store_appends_total')).toBeGreaterThan(value(before, 'aviary_event_store_appends_total'));
  });

  it('counts delivery attempts by outcome, and shows the open activity streams', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const user = (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('met'), password: 'pw-123456' })).body.data;
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id;
    const subscribed = await p.call('POST', '/2/activity/subscriptions', {
      event_type: 'profile.update.bio',
      filter: { user_id: user.id },
      webhook_id: webhookId,
    });
    expect(subscribed.status).toBe(200);
    const outcome = (s: Samples, o: string) => value(s, 'aviary_webhook_delivery_attempts_total', { outcome: o });

    const before = await scrape();
    const stream = await openActivityStream(base, p.token, '');
    try {
      expect(value(await scrape(), 'aviary_activity_streams_open')).toBe(value(before, 'aviary_activity_streams_open') + 1);

      await admin(t).patch(`/admin/users/${user.id}`, { description: 'delivered' }).expect(200);
      await p.receiver.waitForDeliveries(1);
      p.receiver.deliveryMode = 'fail';
      await admin(t).patch(`/admin/users/${user.id}`, { description: 'refused' }).expect(200);
      const deadline = Date.now() + 10_000;
      while (outcome(await scrape(), 'http_error') === outcome(before, 'http_error') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      stream.close();
    }
    const after = await scrape();
    expect(outcome(after, 'delivered') - outcome(before, 'delivered')).toBeGreaterThanOrEqual(1);
    expect(outcome(after, 'http_error') - outcome(before, 'http_error')).toBeGreaterThanOrEqual(1);
    // one attempt allowed: the refused delivery is given up
    expect(value(after, 'aviary_webhook_deliveries_failed_total')).toBeGreaterThan(value(before, 'aviary_webhook_deliveries_failed_total'));
    expect(after.has(key('aviary_webhook_delivery_queue_depth', { state: 'pending' }))).toBe(true);
  });
});
