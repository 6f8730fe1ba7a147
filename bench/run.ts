import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { runMigrations } from '../apps/api/src/database/database';
import { runActivityBench } from './activity-bench';
import { runAppendBench } from './append';
import { runCatalogBench } from './catalog-bench';
import { provisionCaller, startAviaryServer } from './aviary-server';
import { benchDatabaseUrl, type CommonConfig, log, positive, secondsSince } from './common';
import { ensureDatabase, redact } from './database';
import { runHistoryBench } from './history-bench';
import { runHttpBench } from './http-bench';
import { LoadGenerator } from './load';
import { scoreboard } from './scoreboard';
import { runStatsBench } from './stats-bench';

/**
 * `npm run bench`: the event store append benchmark, the HTTP benchmark of
 * authenticated ads endpoints, the account history benchmark, the activity
 * pipeline benchmark, the products batch benchmark, each against its
 * baseline measured in the same run, and the synchronous stats of an account
 * that delivered for a year, against a latency target.
 * BENCH_ONLY=append,http,history,activity,catalog,stats picks some. See bench/README.md.
 */

const BENCHMARKS = ['append', 'http', 'history', 'activity', 'catalog', 'stats'] as const;
type Benchmark = (typeof BENCHMARKS)[number];

function selected(): Set<Benchmark> {
  const raw = process.env.BENCH_ONLY;
  if (!raw) return new Set(BENCHMARKS);
  const names = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = names.filter((n) => !(BENCHMARKS as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown benchmark(s) ${unknown.join(', ')}; known: ${BENCHMARKS.join(', ')}`);
  return new Set(names as Benchmark[]);
}

async function main(): Promise<void> {
  const began = performance.now();
  const loadAtStart = loadavg()[0];
  const only = selected();
  const common: CommonConfig = {
    url: benchDatabaseUrl(),
    seconds: positive('BENCH_SECONDS', 5),
    warmupSeconds: positive('BENCH_WARMUP_SECONDS', 1),
    runId: `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`,
  };
  log(`database ${redact(common.url)}: creating if missing, migrating`);
  await ensureDatabase(common.url);
  await runMigrations(common.url);

  const out: string[] = [];
  const timings: string[] = [];
  if (only.has('append')) {
    const start = performance.now();
    out.push(await runAppendBench(common));
    timings.push(`append ${secondsSince(start)}`);
  }
  if (only.has('http') || only.has('history') || only.has('catalog') || only.has('stats')) {
    const start = performance.now();
    const poolSize = positive('BENCH_HTTP_POOL_SIZE', 20, true);
    const server = await startAviaryServer(common.url, poolSize);
    const load = LoadGenerator.start();
    try {
      const caller = await provisionCaller(server, common.runId);
      log(`aviary listening on ${server.origin}; provisioned app, user, token and account ${caller.accountId} in ${secondsSince(start)}`);
      if (only.has('http')) {
        const t = performance.now();
        out.push(await runHttpBench({ common, server, caller, load, poolSize }));
        timings.push(`http ${secondsSince(t)}`);
      }
      if (only.has('history')) {
        const t = performance.now();
        out.push(await runHistoryBench({ common, server, caller, load }));
        timings.push(`history ${secondsSince(t)}`);
      }
      if (only.has('catalog')) {
        const t = performance.now();
        out.push(await runCatalogBench({ common, server, load }));
        timings.push(`catalog ${secondsSince(t)}`);
      }
      if (only.has('stats')) {
        const t = performance.now();
        out.push(await runStatsBench({ common, server, load }));
        timings.push(`stats ${secondsSince(t)}`);
      }
    } finally {
      await load.close();
      await server.close();
    }
  }
  if (only.has('activity')) {
    // its own server, so that nothing the other benchmarks left running competes with the pipeline
    const start = performance.now();
    out.push(await runActivityBench(common));
    timings.push(`activity ${secondsSince(start)}`);
  }
  out.push(`timings: ${timings.join(', ')}; total ${secondsSince(began)}`, '');
  out.push(await scoreboard(loadAtStart));
  process.stdout.write(out.join('\n'));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
