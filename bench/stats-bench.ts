import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import type { AviaryServer } from './aviary-server';
import { signedCall } from './aviary-server';
import { type CommonConfig, log, positive, repositoryRoot, secondsSince } from './common';
import type { LoadGenerator } from './load';
import { summarize, type Trial } from './measure';
import { writeJson } from './report';
import { score } from './scoreboard';
import { ensureStatsSeed } from './stats-seed';

/**
 * The synchronous stats of 20 line items, hour by hour over a week, from an
 * account that delivered for a year: GET /12/stats/accounts/:account_id over
 * HTTP (signed, the whole stack), p50/p99 against a target, with the raw read
 * of the same rows beside it (what PostgreSQL alone takes). See bench/README.md.
 */

const P99_TARGET_MS = 50;
/** The statement the stats report sends (features/shared/stats-report.ts), for the raw side: one row per entity, its hours joined. */
const RAW_READ = `SELECT entity_id, string_agg(date_part('epoch', hour)::int8 || ':' || metrics, ';') AS m FROM analytics.hourly_metrics
  WHERE environment = $1 AND account_id = $2 AND entity_type = $3 AND entity_id = ANY($4::text[]) AND placement = $5 AND hour >= $6 AND hour < $7
  GROUP BY entity_id`;

export interface StatsContext {
  common: CommonConfig;
  server: AviaryServer;
  load: LoadGenerator;
}

export async function runStatsBench({ common, server, load }: StatsContext): Promise<string> {
  const lineItems = positive('BENCH_STATS_LINE_ITEMS', 20, true);
  const days = positive('BENCH_STATS_DAYS', 365, true);
  const clients = positive('BENCH_STATS_CLIENTS', 4, true);
  const rounds = positive('BENCH_STATS_ROUNDS', 4, true);
  const seconds = positive('BENCH_STATS_SECONDS', 2 * common.seconds);
  const loadAtStart = loadavg()[0];

  log(`stats: ${lineItems} line items delivering for ${days} days (seeded once per database, then reused)...`);
  const seed = await ensureStatsSeed(server, common.url, { lineItems, days, runId: common.runId });
  log(
    `stats: account ${seed.accountId} ${seed.seededNow ? 'seeded' : 'already there'} ` +
      `(seeding ${seed.seededNow ? 'took' : 'took, in an earlier run,'} ${seed.seedSeconds.toFixed(1)} s, of which ${seed.advanceSeconds.toFixed(1)} s advancing the clock)`,
  );

  const params = {
    entity: 'LINE_ITEM',
    entity_ids: seed.lineItemIds.join(','),
    granularity: 'HOUR',
    start_time: seed.start,
    end_time: seed.end,
    metric_groups: 'ENGAGEMENT,BILLING,VIDEO',
    placement: 'ALL_ON_TWITTER',
  };
  const statsPath = `/12/stats/accounts/${seed.accountId}`;
  const path = `${statsPath}?${new URLSearchParams(params)}`;
  const answer = await signedCall(server, seed.caller, 'GET', statsPath, params);
  const bytes = Buffer.byteLength(JSON.stringify(answer));
  const hours = (Date.parse(seed.end) - Date.parse(seed.start)) / 3_600_000;
  const served = answer.data.filter((d: any) => Array.isArray(d.id_data[0].metrics.impressions) && d.id_data[0].metrics.impressions.every((n: number) => n > 0)).length;
  if (answer.time_series_length !== hours || answer.data.length !== lineItems) {
    throw new Error(`stats answered ${answer.data.length} entities × ${answer.time_series_length} steps, expected ${lineItems} × ${hours}`);
  }
  if (served !== lineItems) log(`stats: WARNING only ${served} of ${lineItems} line items have impressions in every hour of the week read`);

  const rawParams = ['production', seed.accountId, 'LINE_ITEM', seed.lineItemIds, 'ALL_ON_PLATFORM', seed.start, seed.end];
  const client = new Client({ connectionString: common.url, application_name: 'aviary-bench-raw' });
  await client.connect();
  let tableRows: number;
  let accountRows: number;
  let windowRows: number;
  let plan: string;
  try {
    tableRows = Number((await client.query('SELECT count(*) AS n FROM analytics.hourly_metrics')).rows[0].n);
    accountRows = Number((await client.query('SELECT count(*) AS n FROM analytics.hourly_metrics WHERE account_id = $1', [seed.accountId])).rows[0].n);
    windowRows = (await client.query<{ m: string }>(RAW_READ, rawParams)).rows.reduce((n, r) => n + r.m.split(';').length, 0);
    plan = (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${RAW_READ}`, rawParams)).rows
      .map((r) => r['QUERY PLAN'].trim().replace(/^->\s*/, ''))
      .filter((line) => /Scan/.test(line))
      .map((line) => line.replace(/\s+\(cost=.*$/, ''))
      .join('; ');
  } finally {
    await client.end();
  }
  log(`stats: ${accountRows} rows of the account in analytics.hourly_metrics (${tableRows} in all); the week read is ${windowRows} rows, ${Math.round(bytes / 1024)} KiB of JSON`);
  log(`  raw plan: ${plan}`);

  const sides = {
    raw: { method: 'SQL' as const, url: common.url, sql: RAW_READ, params: rawParams },
    stats: { method: 'GET' as const, origin: server.origin, paths: [path], oauth: seed.caller },
  };
  const names = ['raw', 'stats'] as const;
  const trials: Record<(typeof names)[number], Trial[]> = { raw: [], stats: [] };
  const began = performance.now();
  for (const side of names) await load.run(sides[side], clients, common.warmupSeconds);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const side of order) trials[side].push(await load.run(sides[side], clients, seconds / rounds));
  }
  // one client, for what a request takes with nothing queued beside it (diagnostic)
  const alone = { raw: summarize([await load.run(sides.raw, 1, seconds / rounds)]), stats: summarize([await load.run(sides.stats, 1, seconds / rounds)]) };
  log(`stats: measured in ${secondsSince(began)}`);

  const raw = summarize(trials.raw);
  const stats = summarize(trials.stats);
  score({ name: `stats ${lineItems} line items × ${hours} h (HOUR), p99`, value: stats.p99Ms, target: P99_TARGET_MS, better: 'lower', unit: ' ms' });
  const machine = { cpus: availableParallelism(), loadAverage1m: { start: loadAtStart, end: loadavg()[0] } };
  const output = resolve(repositoryRoot(), 'bench/results/stats.json');
  await writeJson(output, {
    benchmark: 'stats',
    startedAt: new Date().toISOString(),
    machine,
    config: { lineItems, days, clients, rounds, seconds, target: P99_TARGET_MS, path },
    seed: { accountId: seed.accountId, seededNow: seed.seededNow, seedSeconds: seed.seedSeconds, advanceSeconds: seed.advanceSeconds, start: seed.start, end: seed.end },
    rows: { table: tableRows, account: accountRows, window: windowRows },
    answerBytes: bytes,
    plan,
    raw,
    stats,
    oneClient: alone,
  });

  const row = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(44) : cell.padStart(9))).join(' ');
  return [
    '',
    `Stats: ${lineItems} line items of one account, delivered hour by hour for ${days} days ` +
      `(${seed.seededNow ? `seeded in ${seed.seedSeconds.toFixed(1)} s, ${seed.advanceSeconds.toFixed(1)} s of it advancing the clock` : `reused; seeding took ${seed.seedSeconds.toFixed(1)} s`}); ` +
      `${accountRows} rows of the account in analytics.hourly_metrics (${tableRows} in all)`,
    `  GET /12/stats/accounts/:id, entity=LINE_ITEM, ${lineItems} ids, granularity=HOUR, ${hours} hours, ENGAGEMENT,BILLING,VIDEO, ALL_ON_TWITTER ` +
      `(signed; ${windowRows} rows read, ${Math.round(bytes / 1024)} KiB of JSON answered), vs the raw read of the same rows (the statement the report sends),`,
    `  ${clients} clients each, from the load generator's thread, ${rounds} alternating rounds × ${(seconds / rounds).toFixed(2)} s after ${common.warmupSeconds} s warm-up; ` +
      `${machine.cpus} CPUs, load average ${machine.loadAverage1m.start.toFixed(2)} → ${machine.loadAverage1m.end.toFixed(2)}.`,
    `  raw plan: ${plan}`,
    '',
    row(['read', 'requests', 'ops/s', 'p50 ms', 'p99 ms']),
    row(['raw pg (the report\'s statement)', String(raw.ops), Math.round(raw.opsPerSec).toString(), raw.p50Ms.toFixed(2), raw.p99Ms.toFixed(2)]),
    row(['GET stats/accounts/:id over HTTP', String(stats.ops), Math.round(stats.opsPerSec).toString(), stats.p50Ms.toFixed(2), stats.p99Ms.toFixed(2)]),
    row(['  raw pg, one client', String(alone.raw.ops), Math.round(alone.raw.opsPerSec).toString(), alone.raw.p50Ms.toFixed(2), alone.raw.p99Ms.toFixed(2)]),
    row(['  GET over HTTP, one client', String(alone.stats.ops), Math.round(alone.stats.opsPerSec).toString(), alone.stats.p50Ms.toFixed(2), alone.stats.p99Ms.toFixed(2)]),
    '',
    `p99 ${stats.p99Ms.toFixed(1)} ms; target ≤ ${P99_TARGET_MS} ms`,
    stats.p99Ms <= P99_TARGET_MS ? 'Meets the target.' : `ABOVE TARGET: ${stats.p99Ms.toFixed(1)} ms > ${P99_TARGET_MS} ms`,
    `results written to ${output}`,
    '',
  ].join('\n');
}
