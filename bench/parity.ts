import { isDeepStrictEqual } from 'node:util';
import { Client } from 'pg';
import { type AppendOp, type AppendTarget, makeOp, newStreamId } from './workload';

interface SentQuery {
  text: string;
  values: unknown[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Guards the comparison itself: appends the same event through both sides
 * (a new stream, then a second event on it) while recording what each sends
 * to PostgreSQL, and fails unless the statements, their parameters (ids
 * aside) and the stored rows are identical. Returns the statements per append.
 */
export async function checkParity(baseline: AppendTarget, aviary: AppendTarget, url: string, runId: string): Promise<number> {
  const template = makeOp(runId, '', 0, 0, 0);
  const traces = new Map<string, SentQuery[][]>();
  const streams = new Map<string, string>();
  for (const target of [baseline, aviary]) {
    const streamId = newStreamId(runId);
    streams.set(target.name, streamId);
    const ops: AppendOp[] = [
      { ...template, streamId, expectedVersion: 0 },
      { ...template, streamId, expectedVersion: 1 },
    ];
    const perOp: SentQuery[][] = [];
    for (const op of ops) perOp.push(await recordQueries(() => target.append(op), op.streamId));
    traces.set(target.name, perOp);
  }

  const [expected, actual] = [traces.get(baseline.name)!, traces.get(aviary.name)!];
  ['new stream', 'existing stream'].forEach((shape, i) => {
    if (!isDeepStrictEqual(expected[i], actual[i])) {
      throw new Error(
        `Parity check failed (${shape}): the baseline no longer sends what EventStore.append sends.\n` +
          `baseline: ${JSON.stringify(expected[i], null, 2)}\naviary: ${JSON.stringify(actual[i], null, 2)}`,
      );
    }
  });
  if (expected[0].length !== expected[1].length) throw new Error('Parity check failed: shapes differ in round trips');

  const stored = await storedRows(url, [...streams.values()]);
  if (!isDeepStrictEqual(stored[0], stored[1])) {
    throw new Error(`Parity check failed: stored rows differ.\n${JSON.stringify(stored, null, 2)}`);
  }
  return expected[0].length;
}

/** Runs `work` with every pg query recorded, stream id and UUIDs masked, whitespace collapsed. */
async function recordQueries(work: () => Promise<void>, streamId: string): Promise<SentQuery[]> {
  // Both sides query through the shared pool's clients, instances of this module's Client.
  const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const sent: SentQuery[] = [];
  proto.query = function (this: Client, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : String((first as { text?: unknown }).text);
    const values = Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? []);
    sent.push({
      text: text.replace(/\s+/g, ' ').trim(),
      values: values.map((v) => (v === streamId ? '<stream>' : typeof v === 'string' && UUID.test(v) ? '<uuid>' : v)),
    });
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return sent;
}

/** Each stream's row and events, without the columns that necessarily differ (ids, times). */
async function storedRows(url: string, streamIds: string[]): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result: unknown[] = [];
    for (const streamId of streamIds) {
      const stream = await client.query(
        'SELECT stream_type, version, account_id FROM event_store.streams WHERE stream_id = $1',
        [streamId],
      );
      const events = await client.query(
        `SELECT stream_position, event_type, schema_version, data, metadata, account_id
         FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position`,
        [streamId],
      );
      result.push({ stream: stream.rows, events: events.rows });
    }
    return result;
  } finally {
    await client.end();
  }
}
