import { Client } from '@xdevplatform/xdk';
import { startTestApp, type TestApp } from '../../support/app';
import { newPlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

describe('webhook configs with CRC checks', () => {
  let t: TestApp;
  let base: string;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
  });

  const newApp = () => newPlatformApp(t, base, receivers, 'Webhooks');

  it('registers a URL that answers the CRC challenge, and lists it', async () => {
    const { token, receiver, call } = await newApp();
    const res = await call('POST', '/2/webhooks', { url: receiver.url });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { id: expect.stringMatching(/^[0-9]{1,19}$/), url: receiver.url, valid: true, created_at: expect.any(String) },
    });
    expect(receiver.challenges).toHaveLength(1);
    const listed = await call('GET', '/2/webhooks');
    expect(listed.body).toEqual({ data: [res.body.data], meta: { result_count: 1 } });
    // and through the official TypeScript SDK
    const sdk = new Client({ bearerToken: token, baseUrl: base });
    const { id, url, valid, created_at } = res.body.data;
    expect(await sdk.webhooks.get()).toEqual({ data: [{ id, url, valid, createdAt: created_at }], meta: { resultCount: 1 } });
  });

  it('refuses a URL whose CRC answer is wrong or an error, saying why, and stores nothing', async () => {
    const { receiver, call } = await newApp();
    for (const [mode, reason] of [
      ['wrong', 'wrong response_token'],
      ['error', 'HTTP 500'],
    ] as const) {
      receiver.mode = mode;
      const res = await call('POST', '/2/webhooks', { url: receiver.url });
      expect(res.status).toBe(400);
      expect(res.body.type).toBe('https://api.twitter.com/2/problems/invalid-request');
      expect(res.body.errors).toEqual([{ message: 'CrcValidationFailed', parameters: { url: [receiver.url] } }]);
      expect(res.body.detail).toContain(reason);
    }
    expect((await call('GET', '/2/webhooks')).body).toEqual({ data: [], meta: { result_count: 0 } });
  });

  it('re-runs the CRC check on PUT and records the result', async () => {
    const { receiver, call } = await newApp();
    const id = (await call('POST', '/2/webhooks', { url: receiver.url })).body.data.id;
    receiver.mode = 'wrong';
    expect((await call('PUT', `/2/webhooks/${id}`)).body).toEqual({ data: { valid: false } });
    expect((await call('GET', '/2/webhooks')).body.data[0].valid).toBe(false);
    receiver.mode = 'correct';
    expect((await call('PUT', `/2/webhooks/${id}`)).body).toEqual({ data: { valid: true } });
    const events = await t.dataSource.query(
      `SELECT event_type, data->>'valid' AS valid FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position`,
      [`webhooks.Webhook-${id}`],
    );
    expect(events).toEqual([
      { event_type: 'webhooks.WebhookCreated', valid: 'true' },
      { event_type: 'webhooks.WebhookCrcChecked', valid: 'false' },
      { event_type: 'webhooks.WebhookCrcChecked', valid: 'true' },
    ]);
  });

  it("deletes; unknown ids and other apps' webhooks are 400 WebhookIdInvalid", async () => {
    const mine = await newApp();
    const other = await newApp();
    const id = (await mine.call('POST', '/2/webhooks', { url: mine.receiver.url })).body.data.id;
    const foreign = await other.call('DELETE', `/2/webhooks/${id}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      type: 'https://api.twitter.com/2/problems/invalid-request',
      title: 'Invalid Request',
      detail: `Webhook ${id} does not exist or does not belong to this app`,
      status: 400,
      errors: [{ message: 'WebhookIdInvalid', parameters: { webhook_id: [id] } }],
      parameter: 'webhook_id',
      value: id,
    });
    expect((await mine.call('DELETE', `/2/webhooks/${id}`)).body).toEqual({ data: { deleted: true } });
    for (const method of ['DELETE', 'PUT'] as const) {
      const gone = await mine.call(method, `/2/webhooks/${id}`);
      expect(gone.status).toBe(400);
      expect(gone.body.errors).toEqual([{ message: 'WebhookIdInvalid', parameters: { webhook_id: [id] } }]);
    }
    expect((await mine.call('GET', '/2/webhooks')).body).toEqual({ data: [], meta: { result_count: 0 } });
  });

  it('refuses a second webhook at the same URL for one app as DuplicateUrlFailed, before any CRC; per app', async () => {
    const mine = await newApp();
    const other = await newApp();
    const first = await mine.call('POST', '/2/webhooks', { url: mine.receiver.url });
    expect(first.status).toBe(200);
    const challenges = mine.receiver.challenges.length;
    const again = await mine.call('POST', '/2/webhooks', { url: mine.receiver.url });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      type: 'https://api.twitter.com/2/problems/invalid-request',
      errors: [{ message: 'DuplicateUrlFailed', parameters: { url: [mine.receiver.url] } }],
    });
    expect(again.body.detail).toContain(first.body.data.id);
    expect(mine.receiver.challenges).toHaveLength(challenges);
    expect((await mine.call('GET', '/2/webhooks')).body.data).toHaveLength(1);
    // another app is not refused for the URL: it goes on to the CRC check (which this receiver, keyed for the first app, fails)
    expect((await other.call('POST', '/2/webhooks', { url: mine.receiver.url })).body.errors).toEqual([
      { message: 'CrcValidationFailed', parameters: { url: [mine.receiver.url] } },
    ]);
    // once deleted, the URL may be registered again
    expect((await mine.call('DELETE', `/2/webhooks/${first.body.data.id}`)).status).toBe(200);
    expect((await mine.call('POST', '/2/webhooks', { url: mine.receiver.url })).status).toBe(200);
  });

  it('refuses URLs that are not http(s) as UrlValidationFailed', async () => {
    const { call } = await newApp();
    const res = await call('POST', '/2/webhooks', { url: 'ftp://example.com/hook' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ message: 'UrlValidationFailed', parameters: { url: ['ftp://example.com/hook'] } }]);
  });

  it('validates the body and caps webhooks per app', async () => {
    const { receiver, call } = await newApp();
    const missing = await call('POST', '/2/webhooks', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].parameters).toEqual({ url: [''] });
    const bad = await call('POST', '/2/webhooks', { url: 'not a url' });
    expect(bad.status).toBe(400);
    // the OpenAPI document's 200 characters at most
    const long = `${receiver.url}?${'a'.repeat(200 - receiver.url.length)}`;
    const tooLong = await call('POST', '/2/webhooks', { url: long });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.type).toBe('https://api.twitter.com/2/problems/invalid-request');
    expect(Object.keys(tooLong.body.errors[0].parameters)).toEqual(['url']);
    expect(receiver.challenges).toHaveLength(0);
    for (let i = 0; i < 5; i++) expect((await call('POST', '/2/webhooks', { url: `${receiver.url}?n=${i}` })).status).toBe(200);
    const sixth = await call('POST', '/2/webhooks', { url: receiver.url });
    expect(sixth.status).toBe(400);
    expect(sixth.body.errors).toEqual([{ message: 'WebhookLimitExceeded' }]);
    expect(sixth.body.detail).toContain('at most 5');
  });

  it('gives a CRC answer the 10 seconds the webhooks docs allow; past WEBHOOK_CRC_TIMEOUT_MS it is refused', async () => {
    const { receiver, call } = await newApp();
    receiver.mode = 'slow';
    receiver.crcDelayMs = 3500;
    const patient = await call('POST', '/2/webhooks', { url: receiver.url });
    expect(patient.status).toBe(200);
    expect(patient.body.data.valid).toBe(true);

    const hasty = await startTestApp({ WEBHOOK_CRC_TIMEOUT_MS: '1000' });
    try {
      const hastyBase = await hasty.listen();
      const slow = await newPlatformApp(hasty, hastyBase, receivers, 'Hasty');
      slow.receiver.mode = 'slow';
      slow.receiver.crcDelayMs = 1500;
      const res = await slow.call('POST', '/2/webhooks', { url: slow.receiver.url });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ message: 'CrcValidationFailed', parameters: { url: [slow.receiver.url] } }]);
      expect(res.body.detail).toContain('no answer within 1 second');
      expect((await slow.call('GET', '/2/webhooks')).body).toEqual({ data: [], meta: { result_count: 0 } });
    } finally {
      await hasty.close();
    }
  }, 30_000);

  it('keeps to the per-app cap under concurrent registrations that each wait on a slow CRC', async () => {
    const limited = await startTestApp({ WEBHOOKS_PER_APP: '2' });
    try {
      const limitedBase = await limited.listen();
      const { receiver, call } = await newPlatformApp(limited, limitedBase, receivers, 'Capped');
      receiver.mode = 'slow';
      receiver.crcDelayMs = 400;
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => call('POST', '/2/webhooks', { url: `${receiver.url}?n=${i}` })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 400, 400, 400, 400, 400, 400]);
      for (const refused of answers.filter((r) => r.status === 400)) {
        expect(refused.body.errors).toEqual([{ message: 'WebhookLimitExceeded' }]);
        expect(refused.body.detail).toContain('at most 2');
      }
      expect((await call('GET', '/2/webhooks')).body.data).toHaveLength(2);
      // deleting one frees its place
      receiver.mode = 'correct';
      const [first] = answers.filter((r) => r.status === 200);
      expect((await call('DELETE', `/2/webhooks/${first.body.data.id}`)).status).toBe(200);
      expect((await call('POST', '/2/webhooks', { url: `${receiver.url}?n=again` })).status).toBe(200);
      expect((await call('POST', '/2/webhooks', { url: `${receiver.url}?n=over` })).status).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('needs credentials', async () => {
    expect((await t.api().post('/2/webhooks').send({ url: 'http://x' })).status).toBe(401);
  });
});
