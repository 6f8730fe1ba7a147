import { randomUUID } from 'node:crypto';

/** The event type the benchmark appends; registered on the aviary side, no projection handles it. */
export const BENCH_EVENT_TYPE = 'bench.Appended';
export const BENCH_SCHEMA_VERSION = 1;
export const BENCH_STREAM_TYPE = 'bench.Item';

/**
 * The two transaction shapes measured:
 * - new-stream: every append creates its stream (expectedVersion 0, the INSERT … ON CONFLICT DO NOTHING path);
 * - existing-stream: each client appends to its own stream (expectedVersion = its version, the UPDATE path).
 */
export const SHAPES = ['new-stream', 'existing-stream'] as const;
export type Shape = (typeof SHAPES)[number];

/** Metadata as the HTTP layer's request context fills it in, key order included. */
export interface BenchMetadata {
  environment: 'production';
  requestId: string;
  correlationId: string;
  userId: string;
  appId: string;
  accountId: string;
  [key: string]: unknown;
}

/** One append of one event, described identically for both sides. */
export interface AppendOp {
  streamId: string;
  expectedVersion: number;
  accountId: string;
  data: Record<string, unknown>;
  metadata: BenchMetadata;
}

/** What both sides implement: one append in its own transaction. */
export interface AppendTarget {
  readonly name: 'baseline' | 'aviary';
  append(op: AppendOp): Promise<void>;
  close(): Promise<void>;
}

/** Stream ids carry the run id so the rows a run wrote can be removed afterwards. */
export function streamIdPrefix(runId: string): string {
  return `bench-${runId}-`;
}

/** A new op; the event data is about 200 bytes of JSON, like a typical ads entity change. */
export function makeOp(runId: string, streamId: string, expectedVersion: number, client: number, sequence: number): AppendOp {
  const accountId = `18ce5${client.toString(36).padStart(6, '0')}`;
  const requestId = randomUUID();
  return {
    streamId,
    expectedVersion,
    accountId,
    data: {
      accountId,
      lineItemId: `${runId}${sequence.toString(36)}`,
      name: `Benchmark line item ${sequence}`,
      bidAmountLocalMicro: 1_500_000 + sequence,
      currency: 'USD',
      entityStatus: 'ACTIVE',
      placements: ['ALL_ON_TWITTER'],
      updatedAt: new Date().toISOString(),
    },
    metadata: {
      environment: 'production',
      requestId,
      correlationId: requestId,
      userId: '1798234456212209664',
      appId: '29381023',
      accountId,
    },
  };
}

/** A fresh stream id for this run. */
export function newStreamId(runId: string): string {
  return `${streamIdPrefix(runId)}${randomUUID()}`;
}

/**
 * Prepares one client of a trial and returns its op generator. For the
 * existing-stream shape the client's stream is created first (outside the
 * measurement) and each op expects the version the previous one reached.
 */
export async function prepareClient(
  shape: Shape,
  target: AppendTarget,
  runId: string,
  client: number,
): Promise<() => AppendOp> {
  let sequence = 0;
  if (shape === 'new-stream') {
    return () => makeOp(runId, newStreamId(runId), 0, client, sequence++);
  }
  const streamId = newStreamId(runId);
  await target.append(makeOp(runId, streamId, 0, client, sequence++));
  let version = 1;
  // A failed append aborts the whole benchmark, so the version can advance eagerly.
  return () => makeOp(runId, streamId, version++, client, sequence++);
}
