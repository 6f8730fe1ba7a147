import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { DEFAULT_BENCH_DATABASE_URL } from './database';

/** Settings every benchmark of `npm run bench` shares. */
export interface CommonConfig {
  url: string;
  /** Measured seconds per side and cell (or per side, for the HTTP benchmarks), split over the rounds. */
  seconds: number;
  /** Discarded warm-up per side and cell. */
  warmupSeconds: number;
  runId: string;
}

export function positive(name: string, fallback: number, integer = false): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`);
  }
  return value;
}

export function benchDatabaseUrl(): string {
  return process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
}

/** The repository root (holds package.json), whether run from dist/ or from sources. */
export function repositoryRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export async function serverVersion(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0].server_version;
  } finally {
    await client.end();
  }
}

/** Progress goes to stderr; the tables to stdout. */
export function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** Seconds since `start` (a performance.now() value), for the timings printed. */
export function secondsSince(start: number): string {
  return `${((performance.now() - start) / 1000).toFixed(1)} s`;
}
