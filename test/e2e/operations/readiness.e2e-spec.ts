import { randomUUID } from 'node:crypto';
import { ProcessorRunner } from '@platform/event-store';
import { poolOf } from '@platform/read-model';
import { admin, startTestApp, type TestApp } from '../../support/app';

/**
 * A stuck processor is visible: /health/ready lists every processor's lag and
 * turns unready past READY_MAX_PROCESSOR_LAG_SECONDS; the server's sessions
 * end an abandoned transaction after DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('readiness and abandoned transactions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ READY_MAX_PROCESSOR_LAG_SECONDS: '2', DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '300' });
  });
  afterAll(() => t.close());

  // the stuck processor starts from the beginning of the shared test database's events: allow it time to catch up
  it('reports each processor lag, and turns unready while one is behind past the limit', async () => {
    // a processor's lag is counted from its checkpoint, written by its first run
    await t.app.get(ProcessorRunner).get('webhooks.activity')!.whenIdle();
    const ready = await t.api().get('/health/ready').expect(200);
    expect(ready.body.details.processors).toMatchObject({
      status: 'up',
      'webhooks.activity': { lag_events: expect.any(Number), lag_seconds: expect.any(Number) },
    });

    // a processor stuck on an event it cannot handle: its checkpoint stays while events grow older than 2 s
    await admin(t).post('/admin/apps', { name: 'an event to be behind' }).expect(201);
    const stuck = `test.stuck-${randomUUID()}`;
    let failing = true;
    const runner = t.app.get(ProcessorRunner);
    runner.configure({ errorBackoffMs: 100 });
    runner.register({
      name: stuck,
      startFrom: 'beginning',
      async handle() {
        if (failing) throw new Error('cannot handle this event');
      },
    });
    await sleep(2500);
    const unready = await t.api().get('/health/ready').expect(503);
    expect(unready.body.status).toBe('error');
    expect(unready.body.error.processors).toMatchObject({
      status: 'down',
      message: expect.stringContaining(stuck),
      [stuck]: { lag_events: expect.any(Number) },
    });
    expect(unready.body.error.processors[stuck].lag_seconds).toBeGreaterThan(2);
    expect(unready.body.details.database.status).toBe('up');
    // liveness is not readiness: the process still answers
    await t.api().get('/health').expect(200);

    // once it handles its events again, the server is ready again
    failing = false;
    await runner.get(stuck)!.whenIdle();
    await t.api().get('/health/ready').expect(200);
  }, 90_000);

  it('ends a session left idle inside a transaction', async () => {
    const pool = poolOf(t.dataSource)!;
    const client = await pool.connect();
    client.on('error', () => undefined); // the server ends the session: expected here
    try {
      const { rows } = await client.query('SHOW idle_in_transaction_session_timeout');
      expect(rows[0].idle_in_transaction_session_timeout).toBe('300ms');
      await client.query('BEGIN');
      await client.query('SELECT 1');
      await sleep(800);
      await expect(client.query('SELECT 1')).rejects.toThrow(/idle-in-transaction timeout|Connection terminated|connection error/);
    } finally {
      client.release(true);
    }
    // the pool replaces the ended session: the server goes on answering
    await t.api().get('/health/ready').expect(200);
  });
});
