import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { repositoryRoot } from './common';
import { writeJson } from './report';

/**
 * Every figure the benchmarks measure against a target, gathered in one
 * table printed at the end of `npm run bench` (and of the short run CI
 * makes), with the machine's load average, and written as JSON beside the
 * benchmarks' own results. A figure off its target is marked, never fatal:
 * the figures are for reading, not for failing a build.
 */
export interface Figure {
  /** What is measured ('GET line_items/:id ÷ one-row read floor'). */
  name: string;
  value: number;
  /** The target and on which side of it the figure should be. */
  target: number;
  better: 'higher' | 'lower';
  /** ' ms', ' products/s'; none for a ratio. */
  unit?: string;
}

const figures: Figure[] = [];

/** Records a figure for the closing table. */
export function score(figure: Figure): void {
  figures.push(figure);
}

const meets = (f: Figure) => (f.better === 'higher' ? f.value >= f.target : f.value <= f.target);
const shown = (value: number, unit = '') => `${value >= 10 ? Math.round(value) : value.toFixed(3)}${unit}`;

/** The table of every figure recorded, against its target; written to bench/results/scoreboard.json too. */
export async function scoreboard(loadAtStart: number): Promise<string> {
  if (figures.length === 0) return '';
  const machine = { cpus: availableParallelism(), loadAverage1m: { start: loadAtStart, end: loadavg()[0] } };
  const output = resolve(repositoryRoot(), 'bench/results/scoreboard.json');
  await writeJson(output, { startedAt: new Date().toISOString(), machine, figures: figures.map((f) => ({ ...f, meets: meets(f) })) });
  const width = Math.max(...figures.map((f) => f.name.length));
  const row = (cells: string[]) => `${cells[0].padEnd(width)} ${cells[1].padStart(16)} ${cells[2].padStart(20)}  ${cells[3]}`;
  return [
    '',
    `Scoreboard: ${machine.cpus} CPUs, load average ${machine.loadAverage1m.start.toFixed(2)} → ${machine.loadAverage1m.end.toFixed(2)} (other work on the machine skews every figure)`,
    '',
    row(['figure', 'now', 'target', '']),
    ...figures.map((f) => row([f.name, shown(f.value, f.unit), `${f.better === 'higher' ? '≥' : '≤'} ${shown(f.target, f.unit)}`, meets(f) ? 'meets' : 'MISSES'])),
    '',
    `${figures.filter(meets).length} of ${figures.length} figures meet their targets; written to ${output}`,
    '',
  ].join('\n');
}
