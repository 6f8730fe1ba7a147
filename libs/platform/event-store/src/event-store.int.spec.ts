import { randomUUID } from 'node:crypto';
import { Module, type OnModuleInit } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConcurrencyError, type Decider, type DomainEvent, requestContext } from '@platform/ddd';
import { Metrics } from '@platform/metrics';
import { TEST_DATABASE_URL } from '../../../../test/support/database';
import {
  EventStore,
  EventStoreModule,
  EventTypeRegistry,
  inTransaction,
  Prepare,
  type Processor,
  ProcessorRunner,
  ProjectionRebuilder,
  ProjectionRegistry,
  type RecordedEvent,
  sqlOf,
  type Sql,
  WrongExpectedVersion,
} from './index';

/** A counter aggregate: each Increment appends one event carrying the value it reached. */
type Incremented = DomainEvent<'test.Incremented', { counter: string; value: number }>;
type Renamed = DomainEvent<'test.Renamed', { counter: string; name: string }>;
type CounterEvent = Incremented | Renamed;
const counterDecider: Decider<{ value: number }, { type: 'Increment'; counter: string }, CounterEvent> = {
  initialState: () => ({ value: 0 }),
  evolve: (state, event) => (event.type === 'test.Incremented' ? { value: event.data.value } : state),
  decide: (command, state) => [{ type: 'test.Incremented', data: { counter: command.counter, value: state.value + 1 } }],
};

/** An inline projection over the counters, in a table of its own. */
const countersProjection = {
  name: 'test.counters',
  tables: ['es_test.counters'],
  handles: ['test.Incremented', 'test.Renamed'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as CounterEvent;
    if (e.type === 'test.Incremented') {
      await sql.query(
        `INSERT INTO es_test.counters (counter, value, name) VALUES ($1, $2, '')
         ON CONFLICT (counter) DO UPDATE SET value = EXCLUDED.value`,
        [e.data.counter, e.data.value],
      );
    } else {
      await sql.query('UPDATE es_test.counters SET name = $2 WHERE counter = $1', [e.data.counter, e.data.name]);
    }
  },
};

@Module({})
class CounterModule implements OnModuleInit {
  constructor(
    private readonly types: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
  ) {}
  onModuleInit() {
    this.types.register({ type: 'test.Incremented', schemaVersion: 1 }, { type: 'test.Renamed', schemaVersion: 1 });
    this.types.register({
      type: 'test.Versioned',
      schemaVersion: 3,
      upcasters: { 1: (d: { n: number }) => ({ ...d, doubled: d.n * 2 }), 2: (d: object) => ({ ...d, v3: true }) },
    });
    this.projections.register(countersProjection);
  }
}

describe('event store (PostgreSQL)', () => {
  let moduleRef: TestingModule;
  let store: EventStore;
  let dataSource: DataSource;

  beforeAll(async () => {
    moduleRef = await Test.createTestingModule({
      imports: [
        TypeOrmModule.forRoot({ type: 'postgres', url: TEST_DATABASE_URL, extra: { max: 30 } }),
        EventStoreModule,
        CounterModule,
      ],
    }).compile();
    await moduleRef.init();
    store = moduleRef.get(EventStore);
    dataSource = moduleRef.get(DataSource);
    await dataSource.query('CREATE SCHEMA IF NOT EXISTS es_test');
    await dataSource.query(
      'CREATE TABLE IF NOT EXISTS es_test.counters (counter text PRIMARY KEY, value int NOT NULL, name text NOT NULL)',
    );
  });

  afterAll(async () => {
    await moduleRef.get(ProcessorRunner).stop();
    await moduleRef.close();
  });

  const newCounter = () => `counter-${randomUUID()}`;
  const streamOf = (counter: string) => `test.Counter-${counter}`;

  it('appends and reads a stream in order, with metadata from the request context', async () => {
    const counter = newCounter();
    await requestContext.run(
      { requestId: 'req-1', correlationId: 'corr-1', environment: 'sandbox', userId: 'u1', appId: 'a1' },
      () =>
        store.append({
          streamId: streamOf(counter),
          streamType: 'test.Counter',
          expectedVersion: 0,
          accountId: 'acc1',
          events: [
            { type: 'test.Incremented', data: { counter, value: 1 } },
            { type: 'test.Incremented', data: { counter, value: 2 } },
          ],
        }),
    );
    const { version, events } = await store.readStream(streamOf(counter));
    expect(version).toBe(2);
    expect(events.map((e) => [e.streamPosition, e.type, e.data])).toEqual([
      [1, 'test.Incremented', { counter, value: 1 }],
      [2, 'test.Incremented', { counter, value: 2 }],
    ]);
    expect(events[0].metadata).toMatchObject({
      environment: 'sandbox',
      requestId: 'req-1',
      correlationId: 'corr-1',
      userId: 'u1',
      appId: 'a1',
      accountId: 'acc1',
    });
    expect(events[0].accountId).toBe('acc1');
    expect(events[0].schemaVersion).toBe(1);
  });

  it('reads a stream narrowed to one account and to events recorded before a time', async () => {
    const counter = newCounter();
    const append = (accountId: string, expectedVersion: number) =>
      store.append({
        streamId: streamOf(counter),
        streamType: 'test.Counter',
        expectedVersion,
        accountId,
        events: [{ type: 'test.Incremented', data: { counter, value: expectedVersion + 1 } }],
      });
    await append('acc1', 0);
    await append('acc1', 1);
    await append('acc2', 2);
    const { events: all } = await store.readStream(streamOf(counter));
    const positions = (events: RecordedEvent[]) => events.map((e) => e.streamPosition);
    expect(positions(await store.readStreamWhere(streamOf(counter), {}))).toEqual([1, 2, 3]);
    expect(positions(await store.readStreamWhere(streamOf(counter), { accountId: 'acc1' }))).toEqual([1, 2]);
    expect(positions(await store.readStreamWhere(streamOf(counter), { accountId: 'other' }))).toEqual([]);
    const before = await store.readStreamWhere(streamOf(counter), { recordedBefore: all[1].recordedAt });
    expect(positions(before)).toEqual([1]);
    expect(before[0]).toEqual(all[0]);
  });

  it('refuses an append at the wrong expected version and leaves the stream as it was', async () => {
    const counter = newCounter();
    const write = (expectedVersion: number) =>
      store.append({
        streamId: streamOf(counter),
        streamType: 'test.Counter',
        expectedVersion,
        events: [{ type: 'test.Incremented', data: { counter, value: expectedVersion + 1 } }],
      });
    await write(0);
    await expect(write(0)).rejects.toBeInstanceOf(WrongExpectedVersion);
    await expect(write(5)).rejects.toBeInstanceOf(WrongExpectedVersion);
    expect((await store.readStream(streamOf(counter))).version).toBe(1);
  });

  it('runs inline projections in the append transaction (a failing projection appends nothing)', async () => {
    const counter = newCounter();
    await store.handle(streamOf(counter), 'test.Counter', counterDecider, { type: 'Increment', counter });
    const [row] = await dataSource.query('SELECT value FROM es_test.counters WHERE counter = $1', [counter]);
    expect(row.value).toBe(1);

    // The second event breaks the projection (a NULL name): the whole append is rolled back.
    await expect(
      store.append({
        streamId: streamOf(counter),
        streamType: 'test.Counter',
        expectedVersion: 1,
        events: [
          { type: 'test.Incremented', data: { counter, value: 2 } },
          { type: 'test.Renamed', data: { counter, name: null as unknown as string } },
        ],
      }),
    ).rejects.toThrow();
    expect((await store.readStream(streamOf(counter))).version).toBe(1);
    const [after] = await dataSource.query('SELECT value FROM es_test.counters WHERE counter = $1', [counter]);
    expect(after.value).toBe(1);
  });

  it('never loses an event or forks a version under concurrent appends to one stream', async () => {
    const counter = newCounter();
    const writers = 20;
    const results = await Promise.allSettled(
      Array.from({ length: writers }, () =>
        store.handle(streamOf(counter), 'test.Counter', counterDecider, { type: 'Increment', counter }, { maxAttempts: 100 }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    expect(succeeded).toBe(writers);
    const { version, events } = await store.readStream(streamOf(counter));
    expect(version).toBe(writers);
    // positions 1..n without gaps, each value reached exactly once
    expect(events.map((e) => e.streamPosition)).toEqual(Array.from({ length: writers }, (_, i) => i + 1));
    expect(events.map((e) => (e.data as { value: number }).value)).toEqual(
      Array.from({ length: writers }, (_, i) => i + 1),
    );
    const [row] = await dataSource.query('SELECT value FROM es_test.counters WHERE counter = $1', [counter]);
    expect(row.value).toBe(writers);
  });

  it('answers a conflict error once its retries are spent, and every append it reports is stored', async () => {
    const counter = newCounter();
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        store.handle(streamOf(counter), 'test.Counter', counterDecider, { type: 'Increment', counter }, { maxAttempts: 1 }),
      ),
    );
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const failure of failures) expect(failure.reason).toBeInstanceOf(ConcurrencyError);
    const succeeded = results.length - failures.length;
    expect(succeeded).toBeGreaterThanOrEqual(1);
    const { version, events } = await store.readStream(streamOf(counter));
    expect(version).toBe(succeeded);
    expect(events).toHaveLength(succeeded);
  });

  it('decides again when a stream the decision read moved before the append (guards)', async () => {
    const counter = newCounter();
    const parent = newCounter();
    await store.handle(streamOf(parent), 'test.Counter', counterDecider, { type: 'Increment', counter: parent });
    let prepared = 0;
    const result = await store.handle(
      streamOf(counter),
      'test.Counter',
      counterDecider,
      new Prepare(async () => {
        prepared++;
        const version = await store.streamVersion(streamOf(parent));
        // a concurrent writer moves the parent after this attempt read it
        if (prepared === 1) await store.handle(streamOf(parent), 'test.Counter', counterDecider, { type: 'Increment', counter: parent });
        return { command: { type: 'Increment' as const, counter }, guards: [{ streamId: streamOf(parent), expectedVersion: version }] };
      }),
    );
    expect(prepared).toBe(2);
    expect(result.version).toBe(1);
    expect((await store.readStream(streamOf(counter))).events).toHaveLength(1);
    // a stale guard refuses the whole append: nothing of it is stored
    expect(await store.streamVersion(streamOf(parent))).toBe(2);
    const appendGuarded = (counterVersion: number, parentVersion: number) =>
      store.appendAll([
        { streamId: streamOf(counter), streamType: 'test.Counter', expectedVersion: counterVersion, events: [{ type: 'test.Incremented', data: { counter, value: 2 } }] },
        { streamId: streamOf(parent), streamType: '', expectedVersion: parentVersion, events: [] },
      ]);
    // the conflict names the stream that moved: the guarded one, or the written one under a guard that holds
    await expect(appendGuarded(1, 1)).rejects.toMatchObject({ name: 'WrongExpectedVersion', streamId: streamOf(parent) });
    await expect(appendGuarded(3, 2)).rejects.toMatchObject({ name: 'WrongExpectedVersion', streamId: streamOf(counter) });
    expect((await store.readStream(streamOf(counter))).events).toHaveLength(1);
    // a guard that holds lets the append through, answered at the version it checked
    const appended = await appendGuarded(1, 2);
    expect(appended.map((r) => [r.streamId, r.nextVersion])).toEqual([
      [streamOf(counter), 2],
      [streamOf(parent), 2],
    ]);
  });

  it('decides on the state it knows of a stream without reading it, and on the stream read when another replica moved it', async () => {
    // Increment, refused below a floor: a refusal decided on a state not read is decided again on the stream read
    type Floored = { type: 'Increment'; counter: string; floor?: number };
    const floored: Decider<{ value: number }, Floored, CounterEvent> = {
      ...counterDecider,
      decide: (command, state) => {
        if (state.value < (command.floor ?? 0)) throw new Error(`below ${command.floor}`);
        return counterDecider.decide(command, state);
      },
    };
    const replica = new EventStore(dataSource, moduleRef.get(EventTypeRegistry), moduleRef.get(ProjectionRegistry), new Metrics());
    const counter = newCounter();
    const increment = (on: EventStore, floor?: number) => on.handle(streamOf(counter), 'test.Counter', floored, { type: 'Increment', counter, floor }, { maxAttempts: 1 });
    await increment(store);

    // nothing moved: the stream's events are not read again
    const query = jest.spyOn(dataSource, 'query');
    expect((await increment(store)).state.value).toBe(2);
    expect(query.mock.calls.filter(([text]) => /FROM event_store\.events\s+WHERE stream_id/.test(text))).toHaveLength(0);
    query.mockRestore();

    // another replica moves it: the append fails on the version, and the command is decided on the stream read (no attempt spent)
    await increment(replica);
    expect((await increment(store)).state.value).toBe(4);
    // a refusal on what it knows (3 < 5 here) is decided again on the stream read (5 there)
    await increment(replica);
    expect((await increment(store, 5)).state.value).toBe(6);
    await expect(increment(store, 7)).rejects.toThrow('below 7');
    const { events } = await store.readStream(streamOf(counter));
    expect(events.map((e) => (e.data as { value: number }).value)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('stamps a command sent without its time from the clock, once, the same on every attempt', async () => {
    type Stamped = DomainEvent<'test.Stamped', { now: string }>;
    const stampedDecider: Decider<{ count: number }, { type: 'Stamp'; now: string }, Stamped> = {
      initialState: () => ({ count: 0 }),
      evolve: (state) => ({ count: state.count + 1 }),
      decide: (command) => [{ type: 'test.Stamped', data: { now: command.now } }],
    };
    moduleRef.get(EventTypeRegistry).register({ type: 'test.Stamped', schemaVersion: 1 });
    let ticks = 0;
    const clock = { now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, ++ticks, 250)) };
    const clocked = new EventStore(dataSource, moduleRef.get(EventTypeRegistry), moduleRef.get(ProjectionRegistry), new Metrics(), clock);
    const streamId = `test.Stamped-${randomUUID()}`;
    let prepared = 0;
    const result = await clocked.handle(
      streamId,
      'test.Stamped',
      stampedDecider,
      new Prepare(async () => {
        // another writer appends after the first attempt loaded the stream
        if (++prepared === 1) await store.append({ streamId, streamType: 'test.Stamped', expectedVersion: 0, events: [{ type: 'test.Stamped', data: { now: 'other' } }] });
        return { command: { type: 'Stamp' as const } };
      }),
      { stamp: 'milliseconds' },
    );
    expect(prepared).toBe(2);
    expect(ticks).toBe(1);
    expect(result.events.map((e) => e.data)).toEqual([{ now: '2026-01-01T00:00:01.250Z' }]);
    const seconds = await clocked.handle(streamId, 'test.Stamped', stampedDecider, { type: 'Stamp' }, { stamp: 'seconds' });
    expect(seconds.events.map((e) => e.data)).toEqual([{ now: '2026-01-01T00:00:02Z' }]);
  });

  it('decides from the events another writer appended since it last decided the stream', async () => {
    const counter = newCounter();
    const increment = { type: 'Increment' as const, counter };
    await store.handle(streamOf(counter), 'test.Counter', counterDecider, increment);
    // another replica appends (this store's remembered state does not see it)
    await store.appendAll([
      { streamId: streamOf(counter), streamType: 'test.Counter', expectedVersion: 1, events: [{ type: 'test.Incremented', data: { counter, value: 2 } }] },
    ]);
    const result = await store.handle(streamOf(counter), 'test.Counter', counterDecider, increment);
    expect(result.state).toEqual({ value: 3 });
    expect(result.version).toBe(3);
    // and a load folds the stream the same way, whoever wrote it
    expect(await store.load(streamOf(counter), counterDecider)).toEqual({ version: 3, state: { value: 3 } });
  });

  it('upcasts stored events to the current schema version when reading', async () => {
    const streamId = `test.Versioned-${randomUUID()}`;
    await dataSource.query(
      `INSERT INTO event_store.streams (stream_id, stream_type, version) VALUES ($1, 'test.Versioned', 1)`,
      [streamId],
    );
    await dataSource.query(
      `INSERT INTO event_store.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, occurred_at)
       VALUES ($1, 1, $2, 'test.Versioned', 1, '{"n": 21}', '{"environment": "production"}', now())`,
      [streamId, randomUUID()],
    );
    const { events } = await store.readStream(streamId);
    expect(events[0].data).toEqual({ n: 21, doubled: 42, v3: true });
    expect(events[0].schemaVersion).toBe(3);
  });

  it('rebuilds a projection from the events to the same rows as the inline one', async () => {
    const counters = [newCounter(), newCounter(), newCounter()];
    for (const [i, counter] of counters.entries()) {
      for (let n = 0; n <= i; n++) {
        await store.handle(streamOf(counter), 'test.Counter', counterDecider, { type: 'Increment', counter });
      }
    }
    await store.append({
      streamId: streamOf(counters[0]),
      streamType: 'test.Counter',
      expectedVersion: 'any',
      events: [{ type: 'test.Renamed', data: { counter: counters[0], name: 'first' } }],
    });
    const rows = (sql: Sql) =>
      sql.query('SELECT counter, value, name FROM es_test.counters ORDER BY counter').then((r) => r.rows);
    const result = await moduleRef.get(ProjectionRebuilder).rebuild('test.counters', { dryRun: true, inspect: rows });
    expect(result.eventsApplied).toBeGreaterThanOrEqual(7);
    expect(result.after).toEqual(result.before);
    const mine = (result.after as Array<{ counter: string }>).filter((r) => counters.includes(r.counter));
    expect(mine).toEqual(
      expect.arrayContaining([
        { counter: counters[0], value: 1, name: 'first' },
        { counter: counters[1], value: 2, name: '' },
        { counter: counters[2], value: 3, name: '' },
      ]),
    );
  });

  describe('processors', () => {
    function collector(name: string, handles: string[]) {
      const seen: RecordedEvent[] = [];
      const processor: Processor = {
        name,
        handles,
        startFrom: 'now',
        async handle(events) {
          seen.push(...events);
        },
      };
      return { processor, seen };
    }

    async function waitFor(condition: () => boolean, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error('timed out');
        await new Promise((r) => setTimeout(r, 25));
      }
    }

    it('does not skip an event whose transaction commits after a later one', async () => {
      const type = `test.Late${randomUUID().slice(0, 8)}`;
      moduleRef.get(EventTypeRegistry).register({ type, schemaVersion: 1 });
      const runner = moduleRef.get(ProcessorRunner);
      const { processor, seen } = collector(`late-commit-${randomUUID()}`, [type]);
      runner.register(processor);
      runner.start();
      await runner.get(processor.name)!.whenIdle();

      // Transaction A appends first but commits last.
      const slow = dataSource.createQueryRunner();
      await slow.connect();
      await slow.startTransaction();
      await store.appendAll(
        [{ streamId: `test.Late-${randomUUID()}`, streamType: 'test.Late', expectedVersion: 0, events: [{ type, data: { order: 'A' } }] }],
        sqlOf(slow),
      );
      // Transaction B appends and commits while A is still open.
      await store.append({
        streamId: `test.Late-${randomUUID()}`,
        streamType: 'test.Late',
        expectedVersion: 0,
        events: [{ type, data: { order: 'B' } }],
      });
      await runner.get(processor.name)!.whenIdle();
      await new Promise((r) => setTimeout(r, 300));
      // B is held back while A is in flight: nothing past the oldest open transaction is read.
      expect(seen.map((e) => (e.data as { order: string }).order)).toEqual([]);

      await slow.commitTransaction();
      await slow.release();
      await waitFor(() => seen.length === 2);
      expect(seen.map((e) => (e.data as { order: string }).order)).toEqual(['A', 'B']);
    });

    it('moves its checkpoint with each batch and resumes from it after a restart', async () => {
      const type = `test.Resume${randomUUID().slice(0, 8)}`;
      moduleRef.get(EventTypeRegistry).register({ type, schemaVersion: 1 });
      const name = `resume-${randomUUID()}`;
      const runner = moduleRef.get(ProcessorRunner);
      const first = collector(name, [type]);
      runner.register(first.processor);
      runner.start();
      await runner.get(name)!.whenIdle();
      const append = (n: number) =>
        store.append({ streamId: `test.Resume-${randomUUID()}`, streamType: 'test.Resume', expectedVersion: 0, events: [{ type, data: { n } }] });
      await append(1);
      await append(2);
      await waitFor(() => first.seen.length === 2);
      await runner.stop();

      await append(3);
      const second = collector(name, [type]);
      const restarted = new ProcessorRunner(dataSource, store, new Metrics());
      restarted.register(second.processor);
      restarted.start();
      await waitFor(() => second.seen.length === 1);
      expect(second.seen.map((e) => (e.data as { n: number }).n)).toEqual([3]);
      await restarted.stop();
    });

    it('runs one active instance per name across runners (advisory lock)', async () => {
      const type = `test.Single${randomUUID().slice(0, 8)}`;
      moduleRef.get(EventTypeRegistry).register({ type, schemaVersion: 1 });
      const name = `single-${randomUUID()}`;
      const a = new ProcessorRunner(dataSource, store, new Metrics());
      const b = new ProcessorRunner(dataSource, store, new Metrics());
      a.configure({ lockRetryMs: 100 });
      b.configure({ lockRetryMs: 100 });
      const seenA = collector(name, [type]);
      const seenB = collector(name, [type]);
      a.register(seenA.processor);
      b.register(seenB.processor);
      a.start();
      b.start();
      await waitFor(() => a.get(name)!.isActive || b.get(name)!.isActive);
      await new Promise((r) => setTimeout(r, 300));
      expect([a.get(name)!.isActive, b.get(name)!.isActive].filter(Boolean)).toHaveLength(1);
      for (let n = 0; n < 5; n++) {
        await store.append({ streamId: `test.Single-${randomUUID()}`, streamType: 'test.Single', expectedVersion: 0, events: [{ type, data: { n } }] });
      }
      await waitFor(() => seenA.seen.length + seenB.seen.length === 5);
      // the other takes over when the active one stops
      const active = a.get(name)!.isActive ? a : b;
      const standby = active === a ? b : a;
      await active.stop();
      await waitFor(() => standby.get(name)!.isActive);
      await store.append({ streamId: `test.Single-${randomUUID()}`, streamType: 'test.Single', expectedVersion: 0, events: [{ type, data: { n: 5 } }] });
      await waitFor(() => seenA.seen.length + seenB.seen.length === 6);
      await standby.stop();
    });
  });

  it('commits an appendAll across streams atomically', async () => {
    const [c1, c2] = [newCounter(), newCounter()];
    await store.append({ streamId: streamOf(c2), streamType: 'test.Counter', expectedVersion: 0, events: [{ type: 'test.Incremented', data: { counter: c2, value: 1 } }] });
    await expect(
      store.appendAll([
        { streamId: streamOf(c1), streamType: 'test.Counter', expectedVersion: 0, events: [{ type: 'test.Incremented', data: { counter: c1, value: 1 } }] },
        { streamId: streamOf(c2), streamType: 'test.Counter', expectedVersion: 0, events: [{ type: 'test.Incremented', data: { counter: c2, value: 2 } }] },
      ]),
    ).rejects.toBeInstanceOf(WrongExpectedVersion);
    expect((await store.readStream(streamOf(c1))).version).toBe(0);
    await inTransaction(dataSource, async (sql) => {
      expect((await store.readStream(streamOf(c2), sql)).version).toBe(1);
    });
  });
});
