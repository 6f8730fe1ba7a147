import type { DataSource } from 'typeorm';
import type { Metrics } from '@platform/metrics';
import type { RunningProcessor } from './running-processor';

/** How far a processor is behind the head of the store, across every replica. */
export interface ProcessorLag {
  processor: string;
  /** Committed events after its checkpoint (counted up to LAG_COUNT_CAP). */
  events: number;
  /** Age of the oldest of those events, in seconds (0 when it is caught up). */
  seconds: number;
  /** When its checkpoint last moved. */
  checkpointAt: Date;
}

/** Lag is counted up to this many events: enough to tell "far behind", cheap enough to count at every scrape and readiness probe. */
const LAG_COUNT_CAP = 100_000;

/**
 * The lag of the named processors, whichever replica runs them: the committed
 * events after each one's checkpoint and the age of the oldest of them.
 * (A processor that has not run yet has no checkpoint and no lag.)
 */
export async function processorLag(dataSource: DataSource, names: readonly string[]): Promise<ProcessorLag[]> {
  if (names.length === 0) return [];
  const rows = (await dataSource.query(
    `SELECT c.processor, c.updated_at,
            (SELECT count(*) FROM (SELECT 1 FROM event_store.events e
               WHERE (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position)
               LIMIT $1) behind)::int AS events,
            coalesce(extract(epoch FROM now() - (
               SELECT e.recorded_at FROM event_store.events e
                WHERE (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position)
                ORDER BY e.transaction_id, e.global_position LIMIT 1)), 0)::float8 AS seconds
       FROM event_store.checkpoints c WHERE c.processor = ANY($2::text[]) ORDER BY c.processor`,
    [LAG_COUNT_CAP, names],
  )) as Array<{ processor: string; updated_at: Date; events: number; seconds: number }>;
  return rows.map((r) => ({
    processor: r.processor,
    events: r.events,
    seconds: Math.max(0, r.seconds),
    checkpointAt: r.updated_at,
  }));
}

/**
 * The processors' gauges: each one's lag, read once per scrape across every
 * replica (`lag`), and whether this replica runs it and when it last read
 * the store (`running`).
 */
export function registerProcessorMetrics(
  metrics: Metrics,
  lag: () => Promise<ProcessorLag[]>,
  running: () => ReadonlyArray<Pick<RunningProcessor, 'name' | 'isActive' | 'lastRun'>>,
): void {
  // The three lag gauges render from one query per scrape: each one's collect awaits the same read.
  let lags: Promise<ProcessorLag[]> | undefined;
  const readLagOnce = () => {
    lags ??= lag()
      .catch(() => [] as ProcessorLag[]) // the database down: the other figures still render
      .finally(() => setImmediate(() => (lags = undefined)));
    return lags;
  };
  const lagGauge = (name: string, help: string, value: (lag: ProcessorLag) => number) =>
    metrics.gauge({
      name,
      help,
      labelNames: ['processor'] as const,
      async collect() {
        this.reset();
        for (const lag of await readLagOnce()) this.set({ processor: lag.processor }, value(lag));
      },
    });
  lagGauge(
    'aviary_processor_lag_events',
    `Committed events after the processor's checkpoint (counted up to ${LAG_COUNT_CAP}), whichever replica runs it.`,
    (lag) => lag.events,
  );
  lagGauge(
    'aviary_processor_lag_seconds',
    'Age of the oldest committed event the processor has not handled yet (0 when caught up).',
    (lag) => lag.seconds,
  );
  lagGauge(
    'aviary_processor_checkpoint_timestamp_seconds',
    "When the processor's checkpoint last moved (Unix time), whichever replica runs it.",
    (lag) => lag.checkpointAt.getTime() / 1000,
  );

  metrics.gauge({
    name: 'aviary_processor_active',
    help: 'Whether this replica runs the processor now (holds its lock): 1 or 0.',
    labelNames: ['processor'] as const,
    collect() {
      this.reset();
      for (const p of running()) this.set({ processor: p.name }, p.isActive ? 1 : 0);
    },
  });
  metrics.gauge({
    name: 'aviary_processor_last_run_timestamp_seconds',
    help: 'When this replica last read the store for the processor (Unix time); absent where it never ran it.',
    labelNames: ['processor'] as const,
    collect() {
      this.reset();
      for (const p of running()) if (p.lastRun > 0) this.set({ processor: p.name }, p.lastRun / 1000);
    },
  });
}
