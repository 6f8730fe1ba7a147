import { randomUUID } from 'node:crypto';
import { Global, Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { Test, type TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CLOCK, type Decider, type DomainEvent, streamKind } from '@platform/ddd';
import { testDatabase } from '@platform/testing';
import { TEST_DATABASE_URL } from '../../../../test/support/database';
import { EventStore, EventStoreModule, EventTypeRegistry, Prepare, ProcessorRunner, streamCommandHandler } from './index';

/** A tally: each Count adds to it, stamped with the time it was counted; a count of zero changes nothing. */
type Counted = DomainEvent<'handler_spec.Counted', { tally: string; by: number; total: number; at: string }>;
interface Tally {
  total: number;
  at?: string;
}
interface Count {
  type: 'Count';
  tally: string;
  by: number;
  now: string;
}
/** How many times the decider decided, whichever handler asked. */
let decisions = 0;
const tallyDecider: Decider<Tally, Count, Counted> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: event.data.total, at: event.data.at }),
  decide: (command, state) => {
    decisions++;
    return command.by === 0
      ? []
      : [
          {
            type: 'handler_spec.Counted',
            data: { tally: command.tally, by: command.by, total: state.total + command.by, at: command.now },
          },
        ];
  },
};
/** Two kinds on the same decider, stamped to the second and to the millisecond. */
const TALLY = streamKind(
  { type: 'handler_spec.Tally', streamId: (id: string) => `handler_spec.Tally-${id}`, decider: tallyDecider, stamp: 'seconds' },
  { 'handler_spec.Counted': 1 },
);
const PRECISE_TALLY = streamKind(
  { type: 'handler_spec.PreciseTally', streamId: (id: string) => `handler_spec.PreciseTally-${id}`, decider: tallyDecider, stamp: 'milliseconds' },
  { 'handler_spec.Counted': 1 },
);

class CountCommand {
  constructor(
    readonly tally: string,
    readonly by: number,
  ) {}
}
class CountPreciselyCommand {
  constructor(
    readonly tally: string,
    readonly by: number,
  ) {}
}
/** A count whose first attempt another writer overtakes: it appends `by` to the same tally between the load and the append. */
class CountOvertakenCommand {
  constructor(
    readonly tally: string,
    readonly by: number,
    readonly other: number,
  ) {}
}

/** A provider of the module that decide reads through (by class), and a value provided under a token. */
@Injectable()
class Steps {
  factor = 10;
}
const LABEL = 'handler_spec.LABEL';

/** The clock the store stamps from: a time with milliseconds, set by each spec. */
const clock = { time: new Date(Date.UTC(2026, 2, 1, 12, 30, 15, 789)), now: () => clock.time };

const CountHandler = streamCommandHandler(CountCommand, TALLY, {
  inject: [Steps, LABEL],
  decide: ({ tally, by }, steps: Steps, label: string) => ({
    stream: TALLY.streamId(tally),
    command: { type: 'Count' as const, tally, by: by * steps.factor },
    label,
    receipt: `receipt-${randomUUID()}`,
  }),
  answer: ({ state, events, version }, { label, receipt }, sent) => ({
    tally: sent.tally,
    total: state.total,
    at: state.at,
    version,
    appended: events.map((event) => event.data.by),
    label,
    receipt,
  }),
});

const CountPreciselyHandler = streamCommandHandler(CountPreciselyCommand, PRECISE_TALLY, {
  decide: ({ tally, by }) => ({
    stream: PRECISE_TALLY.streamId(tally),
    command: { type: 'Count' as const, tally, by },
    options: { maxAttempts: 50 },
  }),
  answer: ({ state, version }) => ({ total: state.total, at: state.at, version }),
});

let attempts = 0;
const CountOvertakenHandler = streamCommandHandler(CountOvertakenCommand, TALLY, {
  inject: [EventStore],
  decide: ({ tally, by, other }, store: EventStore) => ({
    stream: TALLY.streamId(tally),
    command: new Prepare(async () => {
      if (++attempts === 1) {
        await store.append({
          streamId: TALLY.streamId(tally),
          streamType: TALLY.type,
          expectedVersion: 0,
          events: [{ type: 'handler_spec.Counted', data: { tally, by: other, total: other, at: 'another writer' } }],
        });
      }
      return { command: { type: 'Count' as const, tally, by } };
    }),
  }),
  answer: ({ state, version }) => ({ total: state.total, version }),
});

@Global()
@Module({ providers: [{ provide: CLOCK, useValue: clock }], exports: [CLOCK] })
class ClockModule {}

@Module({
  providers: [Steps, { provide: LABEL, useValue: 'tallied' }, CountHandler, CountPreciselyHandler, CountOvertakenHandler],
})
class TallyModule implements OnModuleInit {
  constructor(@Inject(EventTypeRegistry) private readonly types: EventTypeRegistry) {}
  onModuleInit() {
    this.types.register({ type: 'handler_spec.Counted', schemaVersion: 1 });
  }
}

describe('a stream command handler (declared on a stream kind)', () => {
  const db = testDatabase();
  let moduleRef: TestingModule;
  let commands: CommandBus;

  beforeAll(async () => {
    moduleRef = await Test.createTestingModule({
      imports: [
        TypeOrmModule.forRoot({ type: 'postgres', url: TEST_DATABASE_URL }),
        CqrsModule.forRoot(),
        ClockModule,
        EventStoreModule,
        TallyModule,
      ],
    }).compile();
    await moduleRef.init();
    commands = moduleRef.get(CommandBus);
  });
  afterAll(async () => {
    await moduleRef.get(ProcessorRunner).stop();
    await moduleRef.close();
  });

  const newTally = () => `t-${randomUUID()}`;
  /** What the stream holds, read from the database. */
  const stored = async (streamId: string) => {
    const events: Array<{ stream_position: string; event_type: string; data: Counted['data'] }> = await db().query(
      'SELECT stream_position, event_type, data FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position',
      [streamId],
    );
    const [stream]: Array<{ stream_type: string; version: string }> = await db().query(
      'SELECT stream_type, version FROM event_store.streams WHERE stream_id = $1',
      [streamId],
    );
    return {
      stream,
      events: events.map(({ stream_position, event_type, data }) => ({ position: Number(stream_position), type: event_type, data })),
    };
  };

  it('is the Nest handler of its command class, named after it', async () => {
    expect(CountHandler.name).toBe('CountHandler');
    expect(CountPreciselyHandler.name).toBe('CountPreciselyHandler');
    const tally = newTally();
    // each command class reaches its own handler, on its own kind's stream
    await commands.execute(new CountCommand(tally, 1));
    await commands.execute(new CountPreciselyCommand(tally, 1));
    expect((await stored(TALLY.streamId(tally))).stream).toEqual({ stream_type: 'handler_spec.Tally', version: '1' });
    expect((await stored(PRECISE_TALLY.streamId(tally))).stream).toEqual({ stream_type: 'handler_spec.PreciseTally', version: '1' });
  });

  it('decides with the providers it lists, appends, and answers from the decided state with what decide added', async () => {
    const tally = newTally();
    const first = await commands.execute(new CountCommand(tally, 2));
    // the injected Steps multiplied the count, the injected label and the receipt decide minted come back
    expect(first).toEqual({
      tally,
      total: 20,
      at: '2026-03-01T12:30:15Z',
      version: 1,
      appended: [20],
      label: 'tallied',
      receipt: expect.stringMatching(/^receipt-/),
    });
    const second = await commands.execute(new CountCommand(tally, 3));
    expect(second).toMatchObject({ total: 50, version: 2, appended: [30] });
    expect(second.receipt).not.toBe(first.receipt);
    expect((await stored(TALLY.streamId(tally))).events).toEqual([
      { position: 1, type: 'handler_spec.Counted', data: { tally, by: 20, total: 20, at: '2026-03-01T12:30:15Z' } },
      { position: 2, type: 'handler_spec.Counted', data: { tally, by: 30, total: 50, at: '2026-03-01T12:30:15Z' } },
    ]);
  });

  it('stamps the command’s time from the clock as its kind says: to the second, or to the millisecond', async () => {
    const tally = newTally();
    clock.time = new Date(Date.UTC(2026, 3, 2, 8, 0, 1, 42));
    try {
      expect(await commands.execute(new CountCommand(tally, 1))).toMatchObject({ at: '2026-04-02T08:00:01Z' });
      expect(await commands.execute(new CountPreciselyCommand(tally, 1))).toEqual({ total: 1, at: '2026-04-02T08:00:01.042Z', version: 1 });
      clock.time = new Date(Date.UTC(2026, 3, 2, 8, 0, 2, 500));
      expect(await commands.execute(new CountPreciselyCommand(tally, 1))).toEqual({ total: 2, at: '2026-04-02T08:00:02.500Z', version: 2 });
    } finally {
      clock.time = new Date(Date.UTC(2026, 2, 1, 12, 30, 15, 789));
    }
    expect((await stored(TALLY.streamId(tally))).events.map(({ data }) => data.at)).toEqual(['2026-04-02T08:00:01Z']);
    expect((await stored(PRECISE_TALLY.streamId(tally))).events.map(({ data }) => data.at)).toEqual([
      '2026-04-02T08:00:01.042Z',
      '2026-04-02T08:00:02.500Z',
    ]);
  });

  it('decides again when another writer appended between its load and its append, and answers what it decided then', async () => {
    const tally = newTally();
    attempts = 0;
    const decisionsBefore = decisions;
    const answer = await commands.execute(new CountOvertakenCommand(tally, 1, 5));
    expect(attempts).toBe(2);
    expect(decisions - decisionsBefore).toBe(2);
    // the second decision starts from the other writer's count
    expect(answer).toEqual({ total: 6, version: 2 });
    expect((await stored(TALLY.streamId(tally))).events.map(({ data }) => [data.by, data.total])).toEqual([
      [5, 5],
      [1, 6],
    ]);
  });

  it('loses no count when many are sent at once: each conflict decides again on what the others appended', async () => {
    const tally = newTally();
    const answers: Array<{ total: number; version: number }> = await Promise.all(
      Array.from({ length: 8 }, () => commands.execute(new CountPreciselyCommand(tally, 1))),
    );
    // every answer is the state its own append decided: one per version, none lost
    expect(answers.map(({ total }) => total).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(answers.every(({ total, version }) => total === version)).toBe(true);
    const { stream, events } = await stored(PRECISE_TALLY.streamId(tally));
    expect(stream.version).toBe('8');
    expect(events.map(({ data }) => data.total)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('appends nothing when the decider decides no event, and answers the state as it stands', async () => {
    const fresh = newTally();
    expect(await commands.execute(new CountCommand(fresh, 0))).toMatchObject({ total: 0, version: 0, appended: [] });
    expect(await stored(TALLY.streamId(fresh))).toEqual({ stream: undefined, events: [] });

    const counted = newTally();
    await commands.execute(new CountCommand(counted, 1));
    expect(await commands.execute(new CountCommand(counted, 0))).toMatchObject({ total: 10, version: 1, appended: [] });
    const { stream, events } = await stored(TALLY.streamId(counted));
    expect(stream.version).toBe('1');
    expect(events).toHaveLength(1);
  });
});
