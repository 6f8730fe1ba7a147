import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SideSummary } from './measure';
import type { Shape } from './workload';

export interface CellResult {
  shape: Shape;
  clients: number;
  baseline: SideSummary;
  aviary: SideSummary;
  /** aviary ops/s ÷ baseline ops/s (medians over the rounds). */
  ratio: number;
  /** The same ratio per round, baseline and aviary of one round paired. */
  roundRatios: number[];
  meetsTarget: boolean;
}

export interface BenchReport {
  benchmark: 'event-store-append';
  startedAt: string;
  database: string;
  postgres: string;
  node: string;
  machine: { cpus: number; loadAverage1m: { start: number; end: number } };
  config: {
    seconds: number;
    warmupSeconds: number;
    rounds: number;
    poolSize: number;
    clients: number[];
    target: number;
  };
  shapeNotes: string[];
  results: CellResult[];
}

const COLUMNS: Array<[string, number]> = [
  ['shape', 16],
  ['clients', 7],
  ['ops/s', 9],
  ['p50 ms', 8],
  ['p99 ms', 8],
  ['ops/s', 9],
  ['p50 ms', 8],
  ['p99 ms', 8],
  ['ratio', 7],
];

function row(cells: string[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(COLUMNS[i][1]) : cell.padStart(COLUMNS[i][1]))).join(' ');
}

/** The compact table printed to stdout. */
export function formatTable(results: CellResult[]): string {
  const ms = (v: number) => v.toFixed(2);
  const ops = (v: number) => Math.round(v).toString();
  const groupWidth = COLUMNS.slice(2, 5).reduce((sum, [, w]) => sum + w + 1, 0);
  const lines = [
    `${''.padEnd(COLUMNS[0][1] + COLUMNS[1][1] + 2)}${' baseline (raw pg)'.padEnd(groupWidth)}${' aviary (EventStore)'}`,
    row(COLUMNS.map(([name]) => name)),
    ...results.map((r) =>
      row([
        r.shape,
        String(r.clients),
        ops(r.baseline.opsPerSec),
        ms(r.baseline.p50Ms),
        ms(r.baseline.p99Ms),
        ops(r.aviary.opsPerSec),
        ms(r.aviary.p50Ms),
        ms(r.aviary.p99Ms),
        r.ratio.toFixed(2),
      ]),
    ),
  ];
  return lines.join('\n');
}

export async function writeReport(path: string, report: BenchReport): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
}

/** Any benchmark's full results, as JSON (bench/results/ is not committed). */
export async function writeJson(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
}
