import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type AviaryServer, type BenchCaller, signedCall } from './aviary-server';
import { type BaselineServer, startBaselineServer } from './baseline-app';
import { type CommonConfig, log, positive, repositoryRoot, secondsSince } from './common';
import type { LoadGenerator } from './load';
import type { RequestPlan } from './load-worker';
import { type SideSummary, summarize, type Trial } from './measure';
import { writeJson } from './report';
import { score } from './scoreboard';

/**
 * Authenticated ads API endpoints of the real application against a plain
 * Nest-express endpoint reading one row, at the same number of concurrent
 * keep-alive connections, alternated in one run. See bench/README.md.
 */

/** Targets against the floors: one entity read, a page of 20, one update. */
const GET_TARGET = 0.85;
const LIST_TARGET = 0.8;
const PUT_TARGET = 0.6;

export type Side = 'baseline' | 'baselineWrite' | 'get' | 'list' | 'put';
export const SIDES: Side[] = ['baseline', 'baselineWrite', 'get', 'list', 'put'];
const MEASURED = ['get', 'list', 'put'] as const;
export const LABELS: Record<Side, string> = {
  baseline: 'baseline: Nest + pg, 1-row read',
  baselineWrite: 'baseline: Nest + pg, 1-event write',
  get: 'GET line_items/:id (same rows)',
  list: 'GET line_items?count=20',
  put: 'PUT line_items/:id',
};
/** Reads are measured against the read floor, the PUT against the write floor. */
const FLOOR: Record<(typeof MEASURED)[number], Side> = { get: 'baseline', list: 'baseline', put: 'baselineWrite' };

export interface HttpContext {
  common: CommonConfig;
  server: AviaryServer;
  caller: BenchCaller;
  load: LoadGenerator;
  poolSize: number;
}

export async function runHttpBench({ common, server, caller, load, poolSize }: HttpContext): Promise<string> {
  const connections = positive('BENCH_CONNECTIONS', 50, true);
  const rounds = positive('BENCH_HTTP_ROUNDS', 4, true);
  const loadAtStart = loadavg()[0];
  const began = performance.now();
  const { lineItems, plans, baseline } = await prepareHttpSides(common, server, caller, connections, poolSize);
  log(`http: provisioned ${lineItems.length} line items and the baseline app in ${secondsSince(began)}`);

  const trials: Record<Side, Trial[]> = { baseline: [], baselineWrite: [], get: [], list: [], put: [] };
  try {
    for (const side of SIDES) await load.run(plans[side], connections, common.warmupSeconds);
    const trialSeconds = common.seconds / rounds;
    for (let round = 0; round < rounds; round++) {
      // each round starts with another side, so drift hits all alike
      const order = SIDES.map((_, i) => SIDES[(i + round) % SIDES.length]);
      for (const side of order) trials[side].push(await load.run(plans[side], connections, trialSeconds));
    }
  } finally {
    await baseline.close();
  }

  const summary = Object.fromEntries(SIDES.map((side) => [side, summarize(trials[side])])) as Record<Side, SideSummary>;
  const floorOf = (side: Side): Side => (side in FLOOR ? FLOOR[side as keyof typeof FLOOR] : 'baseline');
  const ratio = (side: Side) => summary[side].opsPerSec / summary[floorOf(side)].opsPerSec;
  const roundRatios = (side: Side) => trials[side].map((t, i) => t.opsPerSec / trials[floorOf(side)][i].opsPerSec);
  for (const side of MEASURED) {
    log(`  ${LABELS[side]}: ratio ${ratio(side).toFixed(2)} (rounds ${roundRatios(side).map((r) => r.toFixed(2)).join(' ')})`);
  }
  score({ name: 'GET line_items/:id ÷ one-row read floor', value: ratio('get'), target: GET_TARGET, better: 'higher' });
  score({ name: 'GET line_items?count=20 ÷ one-row read floor', value: ratio('list'), target: LIST_TARGET, better: 'higher' });
  score({ name: 'PUT line_items/:id ÷ one-event write floor', value: ratio('put'), target: PUT_TARGET, better: 'higher' });
  const machine = { cpus: availableParallelism(), loadAverage1m: { start: loadAtStart, end: loadavg()[0] } };
  const output = resolve(repositoryRoot(), 'bench/results/http.json');
  await writeJson(output, {
    benchmark: 'http',
    startedAt: new Date().toISOString(),
    machine,
    config: { connections, rounds, seconds: common.seconds, warmupSeconds: common.warmupSeconds, poolSize, targets: { get: GET_TARGET, list: LIST_TARGET, put: PUT_TARGET } },
    results: SIDES.map((side) => ({
      side,
      label: LABELS[side],
      ...summary[side],
      ...(side.startsWith('baseline') ? {} : { floor: floorOf(side), ratio: ratio(side), roundRatios: roundRatios(side) }),
    })),
  });

  const row = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(34) : cell.padStart([0, 9, 8, 8, 7][i]))).join(' ');
  const out = [
    '',
    `HTTP: the real aviary app vs a plain Nest-express app reading one row, ${connections} keep-alive connections`,
    `  OAuth 1.0a signed requests (fresh nonce each) from a load generator in a worker thread; both apps in this process,`,
    `  pools of ${poolSize} connections each; ${rounds} rounds × ${(common.seconds / rounds).toFixed(2)} s per side after ` +
      `${common.warmupSeconds} s warm-up; ${machine.cpus} CPUs, load average ${machine.loadAverage1m.start.toFixed(2)} → ${machine.loadAverage1m.end.toFixed(2)}.`,
    '',
    row(['endpoint', 'ops/s', 'p50 ms', 'p99 ms', 'ratio']),
    ...SIDES.map((side) =>
      row([
        LABELS[side],
        Math.round(summary[side].opsPerSec).toString(),
        summary[side].p50Ms.toFixed(2),
        summary[side].p99Ms.toFixed(2),
        side.startsWith('baseline') ? '' : ratio(side).toFixed(2),
      ]),
    ),
    '',
    `ratio = ops/s ÷ the floor's ops/s (medians over the rounds): reads against the 1-row read, the PUT against the 1-event write;`,
    `targets: GET ≥ ${GET_TARGET.toFixed(2)}, list ≥ ${LIST_TARGET.toFixed(2)}, PUT ≥ ${PUT_TARGET.toFixed(2)}`,
    ratio('list') >= LIST_TARGET
      ? `The list meets the target (${ratio('list').toFixed(2)}).`
      : `BELOW TARGET: list ratio ${ratio('list').toFixed(2)} < ${LIST_TARGET.toFixed(2)}`,
    ratio('put') >= PUT_TARGET
      ? `The PUT meets the target (${ratio('put').toFixed(2)}).`
      : `BELOW TARGET: PUT ratio ${ratio('put').toFixed(2)} < ${PUT_TARGET.toFixed(2)}`,
    `results written to ${output}`,
    '',
  ];
  return out.join('\n');
}

/**
 * Provisions what the HTTP sides read and write (a campaign and one line item
 * per connection, at least 21 so the list pages), starts the baseline app on
 * those rows, and returns the request plan of each side.
 */
export async function prepareHttpSides(
  common: CommonConfig,
  server: AviaryServer,
  caller: BenchCaller,
  connections: number,
  poolSize: number,
): Promise<{ lineItems: Array<{ id: string }>; plans: Record<Side, RequestPlan>; baseline: BaselineServer }> {
  const account = `/12/accounts/${caller.accountId}`;
  // One line item per connection (each PUT connection changes its own, as clients do), at least 21 so the list pages.
  const lineItemCount = Math.max(connections, 21);
  const fi = (await signedCall(server, caller, 'GET', `${account}/funding_instruments`)).data[0];
  const campaign = (await signedCall(server, caller, 'POST', `${account}/campaigns`, { funding_instrument_id: fi.id, name: 'Bench campaign' })).data;
  const lineItems: Array<{ id: string }> = [];
  for (let i = 0; i < lineItemCount; i++) {
    const created = await signedCall(server, caller, 'POST', `${account}/line_items`, {
      campaign_id: campaign.id,
      objective: 'ENGAGEMENTS',
      product_type: 'PROMOTED_POSTS',
      placements: 'ALL_ON_PLATFORM',
      name: `Bench line item ${i}`,
    });
    lineItems.push(created.data);
  }
  const page = await signedCall(server, caller, 'GET', `${account}/line_items`, { count: 20 });
  if (page.data.length !== 20 || !page.next_cursor) throw new Error('the line item list did not answer a full page of 20');
  const baseline = await startBaselineServer(common.url, poolSize, lineItems.map((li) => ({ id: li.id, data: li })));

  const plans: Record<Side, RequestPlan> = {
    // signed like the others (the baseline ignores the header): the load generator does the same work for every side
    baseline: { method: 'GET', origin: baseline.origin, paths: lineItems.map((li) => `/rows/${li.id}`), oauth: caller },
    // the same change with raw pg: version read, then version check + event + read-model merge in one transaction
    baselineWrite: { method: 'PUT', origin: baseline.origin, paths: lineItems.map((li) => `/rows/${li.id}`), fresh: 'name', oauth: caller },
    // the baseline's one-row read through the whole ads stack: what authentication and conventions cost by themselves
    get: { method: 'GET', origin: server.origin, paths: lineItems.map((li) => `${account}/line_items/${li.id}`), oauth: caller },
    list: { method: 'GET', origin: server.origin, paths: [`${account}/line_items?count=20`], oauth: caller },
    put: { method: 'PUT', origin: server.origin, paths: lineItems.map((li) => `${account}/line_items/${li.id}`), fresh: 'name', oauth: caller },
  };
  return { lineItems, plans, baseline };
}
