import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { AviaryTarget } from './aviary';
import { PgBaseline } from './baseline';
import { type CommonConfig, log, positive, repositoryRoot, serverVersion } from './common';
import { redact, removeRunData } from './database';
import { median, runTrial, summarize, type Trial } from './measure';
import { checkParity } from './parity';
import { type BenchReport, type CellResult, formatTable, writeReport } from './report';
import { score } from './scoreboard';
import { type AppendTarget, makeOp, newStreamId, SHAPES, type Shape, streamIdPrefix } from './workload';

/**
 * Event-store append benchmark: EventStore.append against a raw `pg` pool
 * sending the same statements, alternated on the same database in one run.
 * See bench/README.md.
 */

const TARGET_RATIO = 0.9;

interface BenchConfig extends CommonConfig {
  rounds: number;
  poolSize: number;
  clients: number[];
  keepData: boolean;
}

function loadConfig(common: CommonConfig): BenchConfig {
  const clients = (process.env.BENCH_CLIENTS ?? '1,8').split(',').map((s) => Number(s.trim()));
  if (clients.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error('BENCH_CLIENTS must list positive integers');
  return {
    ...common,
    rounds: positive('BENCH_ROUNDS', 10, true),
    poolSize: positive('BENCH_POOL_SIZE', Math.max(...clients), true),
    clients,
    keepData: process.env.BENCH_KEEP_DATA === '1',
  };
}

/**
 * One cell (shape × clients): a warm-up per side, then `rounds` trials per
 * side, alternating which side goes first (B A, A B, B A …) so slow drift in
 * the database (table growth, checkpoints, autovacuum) hits both alike.
 */
async function runCell(
  sides: { baseline: AppendTarget; aviary: AppendTarget },
  shape: Shape,
  clients: number,
  config: BenchConfig,
  runId: string,
): Promise<CellResult> {
  const trialSeconds = config.seconds / config.rounds;
  for (const side of [sides.baseline, sides.aviary]) await runTrial(side, shape, clients, config.warmupSeconds, runId);
  const trials: Record<'baseline' | 'aviary', Trial[]> = { baseline: [], aviary: [] };
  for (let round = 0; round < config.rounds; round++) {
    const order = round % 2 === 0 ? [sides.baseline, sides.aviary] : [sides.aviary, sides.baseline];
    for (const side of order) trials[side.name].push(await runTrial(side, shape, clients, trialSeconds, runId));
  }
  const baseline = summarize(trials.baseline);
  const aviary = summarize(trials.aviary);
  const ratio = aviary.opsPerSec / baseline.opsPerSec;
  const roundRatios = trials.aviary.map((t, i) => t.opsPerSec / trials.baseline[i].opsPerSec);
  log(
    `  ${shape} × ${clients}: baseline ${Math.round(baseline.opsPerSec)} ops/s, aviary ${Math.round(aviary.opsPerSec)} ops/s, ` +
      `ratio ${ratio.toFixed(2)} (rounds ${roundRatios.map((r) => r.toFixed(2)).join(' ')})`,
  );
  return { shape, clients, baseline, aviary, ratio, roundRatios, meetsTarget: ratio >= TARGET_RATIO };
}

/** Runs the append benchmark on a migrated database; answers the text for stdout. */
export async function runAppendBench(common: CommonConfig): Promise<string> {
  const config = loadConfig(common);
  const { runId } = config;
  const startedAt = new Date().toISOString();
  const loadAtStart = loadavg()[0];
  const postgres = await serverVersion(config.url);

  // One pool for both sides (see baseline.ts); its connections are kept for the whole run.
  const aviary = await AviaryTarget.start(config.url, config.poolSize, {
    idleTimeoutMillis: 0,
    application_name: 'aviary-bench',
  });
  const baseline = new PgBaseline(aviary.pgPool());
  const results: CellResult[] = [];
  let statementsPerAppend = 0;
  try {
    statementsPerAppend = await checkParity(baseline, aviary, config.url, runId);
    log(
      `parity: both sides send the same ${statementsPerAppend} statements per append; ` +
        `${config.rounds} rounds × ${(config.seconds / config.rounds).toFixed(2)} s per side after ${config.warmupSeconds} s warm-up, pool ${config.poolSize}`,
    );
    for (const shape of SHAPES) {
      for (const clients of config.clients) results.push(await runCell({ baseline, aviary }, shape, clients, config, runId));
    }
  } finally {
    await baseline.close();
    await aviary.close();
    if (!config.keepData) {
      const removed = await removeRunData(config.url, streamIdPrefix(runId));
      log(`removed the ${removed} events this run wrote`);
    }
  }

  // Other work on the machine skews the figures; the load average lets a reader spot that.
  const machine = { cpus: availableParallelism(), loadAverage1m: { start: loadAtStart, end: loadavg()[0] } };
  const dataBytes = Buffer.byteLength(JSON.stringify(makeOp(runId, newStreamId(runId), 0, 0, 0).data));
  const shapeNotes = [
    `Each append writes 1 event (${dataBytes} bytes of JSON data, request-context metadata) in its own transaction.`,
    `Both sides send the same ${statementsPerAppend} statements (checked at start): START TRANSACTION; ` +
      'WITH moved AS (INSERT INTO event_store.streams … ON CONFLICT DO NOTHING RETURNING version (new-stream) or UPDATE event_store.streams … ' +
      'WHERE version = $5 RETURNING version (existing-stream)) INSERT INTO event_store.events … SELECT … FROM moved … RETURNING …; COMMIT.',
    'No inline projections are registered on the aviary side, so both transactions have the same shape.',
    'ops/s is the median over the rounds; p50/p99 are over every append of every round, pool checkout included.',
  ];
  const report: BenchReport = {
    benchmark: 'event-store-append',
    startedAt,
    database: redact(config.url),
    postgres,
    node: process.version,
    machine,
    config: {
      seconds: config.seconds,
      warmupSeconds: config.warmupSeconds,
      rounds: config.rounds,
      poolSize: config.poolSize,
      clients: config.clients,
      target: TARGET_RATIO,
    },
    shapeNotes,
    results,
  };
  // the figure the target is set for: appends to existing streams by concurrent writers
  for (const r of results.filter((cell) => cell.shape === 'existing-stream' && cell.clients === 8)) {
    score({ name: 'event-store append, existing stream × 8 ÷ raw', value: r.ratio, target: TARGET_RATIO, better: 'higher' });
  }
  const output = resolve(repositoryRoot(), 'bench/results/event-store-append.json');
  await writeReport(output, report);

  const out: string[] = [
    '',
    `Event store append: aviary EventStore.append vs raw pg on ${redact(config.url)} (PostgreSQL ${postgres})`,
    `  ${config.rounds} alternating rounds × ${(config.seconds / config.rounds).toFixed(2)} s per side and row, ` +
      `after ${config.warmupSeconds} s warm-up each; one shared pool of ${config.poolSize} connections.`,
    `  ${machine.cpus} CPUs, load average ${machine.loadAverage1m.start.toFixed(2)} at start, ` +
      `${machine.loadAverage1m.end.toFixed(2)} at end (other work on the machine skews the figures).`,
    ...shapeNotes.map((note) => `  ${note}`),
    '',
    formatTable(results),
    '',
    `ratio = aviary ops/s ÷ baseline ops/s; target ≥ ${TARGET_RATIO.toFixed(2)}`,
  ];
  const below = results.filter((r) => !r.meetsTarget);
  if (below.length === 0) {
    out.push(`All ratios meet the target (lowest ${Math.min(...results.map((r) => r.ratio)).toFixed(2)}).`);
  } else {
    for (const r of below) {
      out.push(`BELOW TARGET: ${r.shape} with ${r.clients} client(s): ratio ${r.ratio.toFixed(2)} < ${TARGET_RATIO.toFixed(2)}`);
    }
  }
  out.push(`median ratio ${median(results.map((r) => r.ratio)).toFixed(2)}; results written to ${output}`, '');
  return out.join('\n');
}
