import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { ProcessorRunner } from '@platform/event-store';
import { type AviaryServer, type BenchCaller, signedCall } from './aviary-server';
import { type CommonConfig, log, positive, repositoryRoot, secondsSince } from './common';
import { ensureBackgroundEvents, insertTargetStream } from './history-seed';
import type { LoadGenerator } from './load';
import { summarize, type Trial } from './measure';
import { writeJson } from './report';
import { score } from './scoreboard';

/**
 * Account history of one entity in a store of a million events: GET
 * account_history over HTTP (signed, the whole stack) against the raw
 * indexed read of the same stream's rows with `pg`. See bench/README.md.
 */

const P99_TARGET = 1.3;
const HOUR = 3_600_000;
const RAW_READ = 'SELECT * FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position';

export interface HistoryContext {
  common: CommonConfig;
  server: AviaryServer;
  caller: BenchCaller;
  load: LoadGenerator;
}

/** The plan's scan nodes, e.g. "Index Scan using events_stream_position_unique on events". */
async function planOf(client: Client, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
  return rows
    .map((r) => r['QUERY PLAN'].trim().replace(/^->\s*/, ''))
    .filter((line) => /Scan/.test(line))
    .map((line) => line.replace(/\s+\(cost=.*$/, ''))
    .join('; ');
}

export async function runHistoryBench({ common, server, caller, load }: HistoryContext): Promise<string> {
  const total = positive('BENCH_HISTORY_EVENTS', 1_000_000, true);
  const targetEvents = positive('BENCH_HISTORY_TARGET_EVENTS', 300, true);
  const rounds = positive('BENCH_HISTORY_ROUNDS', 10, true);
  // p99 needs samples: by default twice BENCH_SECONDS per side
  const seconds = positive('BENCH_HISTORY_SECONDS', 2 * common.seconds);
  const loadAtStart = loadavg()[0];
  const account = `/12/accounts/${caller.accountId}`;

  log(`history: background of ${total} events (seeded once per database, then reused)...`);
  const seed = await ensureBackgroundEvents(common.url, total);
  log(`history: ${seed.events} background events in ${seed.streams} streams ${seed.seededNow ? 'seeded' : 'already there'} (${seed.seconds.toFixed(1)} s)`);

  const began = performance.now();
  const fi = (await signedCall(server, caller, 'GET', `${account}/funding_instruments`)).data[0];
  const campaign = (await signedCall(server, caller, 'POST', `${account}/campaigns`, { funding_instrument_id: fi.id, name: 'History bench' })).data;
  const target = await insertTargetStream(
    common.url,
    { accountId: caller.accountId, userId: caller.userId, appId: caller.appId, campaignId: campaign.id, fundingInstrumentId: fi.id },
    targetEvents,
    common.runId,
  );
  // whole hours around every change of the target
  const start = new Date(Math.floor(target.first.getTime() / HOUR) * HOUR).toISOString();
  const end = new Date((Math.floor(target.last.getTime() / HOUR) + 1) * HOUR).toISOString();
  const params = { entity_type: 'LINE_ITEM', entity_id: target.lineItemId, start_time: start, end_time: end, count: 1000 };
  const path = `${account}/account_history?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;

  // both sides answer the same rows: every event of the stream, as entries or as rows
  const answer = await signedCall(server, caller, 'GET', `${account}/account_history`, params);
  const bytes = Buffer.byteLength(JSON.stringify(answer));
  if (answer.data.length !== targetEvents || answer.next_cursor !== null || answer.data[0].change_type !== 'CREATE') {
    throw new Error(`account_history answered ${answer.data.length} entries, expected ${targetEvents}`);
  }
  const client = new Client({ connectionString: common.url, application_name: 'aviary-bench-raw' });
  await client.connect();
  const trials: Record<'raw' | 'history' | 'empty', Trial[]> = { raw: [], history: [], empty: [] };
  let plans: { raw: string; history: string };
  let storeRows: number;
  try {
    // the history processor stores the entries (reading past the background once, after a seed): measure the read it serves
    const caughtUp = performance.now();
    await server.app.get(ProcessorRunner).whenIdle();
    const head = await client.query<{ p: string }>('SELECT stream_position AS p FROM history.heads WHERE stream_id = $1', [target.streamId]);
    if (Number(head.rows[0]?.p ?? 0) < targetEvents) throw new Error(`the history processor, idle, stored ${head.rows[0]?.p ?? 0} of the target's ${targetEvents} entries`);
    log(`history: the processor stored the target's entries in ${secondsSince(caughtUp)}`);
    const raw = await client.query(RAW_READ, [target.streamId]);
    if (raw.rowCount !== targetEvents) throw new Error(`the raw read found ${raw.rowCount} rows, expected ${targetEvents}`);
    storeRows = Number((await client.query('SELECT count(*) AS n FROM event_store.events')).rows[0].n);
    plans = {
      raw: await planOf(client, RAW_READ, [target.streamId]),
      // the stored entries' statement the history sends (then the head's row and the events after it, by primary keys)
      history: await planOf(
        client,
        `SELECT stream_position, entry FROM history.entries
         WHERE stream_id = $1 AND account_id = $2 AND recorded_at >= $3 AND recorded_at < $4
           AND stream_position > $5 AND ($6::text IS NULL OR user_id = $6) ORDER BY stream_position LIMIT $7`,
        [target.streamId, caller.accountId, start, end, 0, null, 1001],
      ),
    };
    log(`history: target line item with ${targetEvents} events among ${storeRows} in the store, in ${secondsSince(began)}`);
    log(`  raw plan: ${plans.raw}`);
    log(`  history plan: ${plans.history}`);

    // both driven from the load generator's thread, one connection each, back to back
    const sides = {
      raw: { method: 'SQL' as const, url: common.url, sql: RAW_READ, params: [target.streamId] },
      history: { method: 'GET' as const, origin: server.origin, paths: [path], oauth: caller },
      // the same request for an entity type with no history: what the signed request costs before any reading
      empty: { method: 'GET' as const, origin: server.origin, paths: [path.replace('entity_type=LINE_ITEM', 'entity_type=PROMOTED_POST')], oauth: caller },
    };
    const names = ['raw', 'history', 'empty'] as const;
    for (const side of names) await load.run(sides[side], 1, common.warmupSeconds);
    const trialSeconds = seconds / rounds;
    for (let round = 0; round < rounds; round++) {
      const order = names.map((_, i) => names[(i + round) % names.length]);
      for (const side of order) trials[side].push(await load.run(sides[side], 1, trialSeconds));
    }
  } finally {
    await client.end();
  }

  const raw = summarize(trials.raw);
  const history = summarize(trials.history);
  const empty = summarize(trials.empty);
  const ratio = history.p99Ms / raw.p99Ms;
  log(`  p99 ratio ${ratio.toFixed(2)} (raw ${raw.p99Ms.toFixed(2)} ms, history ${history.p99Ms.toFixed(2)} ms)`);
  score({ name: `account history p99 ÷ raw read (${storeRows} events)`, value: ratio, target: P99_TARGET, better: 'lower' });
  const machine = { cpus: availableParallelism(), loadAverage1m: { start: loadAtStart, end: loadavg()[0] } };
  const output = resolve(repositoryRoot(), 'bench/results/account-history.json');
  await writeJson(output, {
    benchmark: 'account-history',
    startedAt: new Date().toISOString(),
    machine,
    config: { backgroundEvents: seed.events, targetEvents, storeRows, rounds, seconds, target: P99_TARGET },
    seed,
    plans,
    raw,
    history,
    empty,
    p99Ratio: ratio,
    p50Ratio: history.p50Ms / raw.p50Ms,
  });

  const row = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(40) : cell.padStart(9))).join(' ');
  return [
    '',
    `Account history: one line item with ${targetEvents} changes, ${storeRows} events in the store ` +
      `(background ${seed.seededNow ? `seeded in ${seed.seconds.toFixed(1)} s` : 'reused from an earlier run'})`,
    `  GET account_history (signed, count=1000: every entry, ${Math.round(bytes / 1024)} KiB of JSON) vs the raw read "${RAW_READ}",`,
    `  one client each, both from the load generator's thread, ${rounds} alternating rounds × ${(seconds / rounds).toFixed(2)} s ` +
      `after ${common.warmupSeconds} s warm-up; ` +
      `${machine.cpus} CPUs, load average ${machine.loadAverage1m.start.toFixed(2)} → ${machine.loadAverage1m.end.toFixed(2)}.`,
    `  raw plan: ${plans.raw}`,
    `  history plan: ${plans.history}`,
    '',
    row(['read', 'ops/s', 'p50 ms', 'p99 ms']),
    row(['raw pg (stream_id, stream_position)', Math.round(raw.opsPerSec).toString(), raw.p50Ms.toFixed(2), raw.p99Ms.toFixed(2)]),
    row(['GET account_history over HTTP', Math.round(history.opsPerSec).toString(), history.p50Ms.toFixed(2), history.p99Ms.toFixed(2)]),
    row(['  same, entity type with no history', Math.round(empty.opsPerSec).toString(), empty.p50Ms.toFixed(2), empty.p99Ms.toFixed(2)]),
    '',
    `p99 ratio = history p99 ÷ raw p99 = ${ratio.toFixed(2)}; target ≤ ${P99_TARGET.toFixed(2)} ` +
      `(p50 ratio ${(history.p50Ms / raw.p50Ms).toFixed(2)}; the request answering nothing costs ${empty.p50Ms.toFixed(2)} ms at p50)`,
    ratio <= P99_TARGET ? 'Meets the target.' : `ABOVE TARGET: ${ratio.toFixed(2)} > ${P99_TARGET.toFixed(2)}`,
    `results written to ${output}`,
    '',
  ].join('\n');
}
