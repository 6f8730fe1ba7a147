import { performance } from 'node:perf_hooks';
import { type AppendTarget, prepareClient, type Shape } from './workload';

export interface Trial {
  ops: number;
  seconds: number;
  opsPerSec: number;
  /** Per-append latency in milliseconds, pool checkout included. */
  latenciesMs: number[];
}

/**
 * `clients` closed-loop clients append back to back for `seconds`. Throughput
 * counts every append completed, over the time until the last one finished.
 */
export async function runTrial(
  target: AppendTarget,
  shape: Shape,
  clients: number,
  seconds: number,
  runId: string,
): Promise<Trial> {
  const generators = await Promise.all(
    Array.from({ length: clients }, (_, client) => prepareClient(shape, target, runId, client)),
  );
  const latenciesMs: number[] = [];
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    generators.map(async (nextOp) => {
      while (performance.now() < deadline) {
        const op = nextOp();
        const began = performance.now();
        await target.append(op);
        latenciesMs.push(performance.now() - began);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  return { ops: latenciesMs.length, seconds: elapsed, opsPerSec: latenciesMs.length / elapsed, latenciesMs };
}

export interface SideSummary {
  /** Median of the trials' throughputs. */
  opsPerSec: number;
  /** Latency percentiles over every append of every trial. */
  p50Ms: number;
  p99Ms: number;
  ops: number;
  trials: Array<{ ops: number; seconds: number; opsPerSec: number }>;
}

export function summarize(trials: Trial[]): SideSummary {
  const all = Float64Array.from(trials.flatMap((t) => t.latenciesMs)).sort();
  return {
    opsPerSec: median(trials.map((t) => t.opsPerSec)),
    p50Ms: percentile(all, 0.5),
    p99Ms: percentile(all, 0.99),
    ops: all.length,
    trials: trials.map(({ ops, seconds, opsPerSec }) => ({ ops, seconds, opsPerSec })),
  };
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
