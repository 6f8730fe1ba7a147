import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { type AviaryServer, provisionCaller, signedCall } from './aviary-server';
import { type CommonConfig, log, positive, repositoryRoot, secondsSince } from './common';
import type { LoadGenerator } from './load';
import type { Credentials, Plan } from './load-worker';
import { summarize, type Trial } from './measure';
import { writeJson } from './report';
import { score } from './scoreboard';

/**
 * Products PUT: batches of 25 products (each batch updates the same 25
 * products of its client's catalog with a fresh title, so every item is
 * UPDATE_SUCCESS) at BENCH_CATALOG_CLIENTS connections (8), one user and
 * catalog per connection, as feeds run; against the raw append floor: the same
 * number of events (one per batch, of the same size), appended to one stream
 * per connection with raw `pg`, alternated in one run. See bench/README.md.
 */
const TARGET_PRODUCTS_PER_SECOND = 8000;
const BATCH = 25;

type Side = 'rawAppend' | 'products';
const LABELS: Record<Side, string> = {
  rawAppend: 'raw pg: 1 batch event appended',
  products: 'PUT products (25 items)',
};

/** One statement per batch: the stream's version moved and the event inserted, as EventStore.append does in its transaction. */
const RAW_APPEND = `WITH advanced AS (
    UPDATE event_store.streams SET version = version + 1, updated_at = now() WHERE stream_id = $1 RETURNING version)
  INSERT INTO event_store.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, account_id, occurred_at)
  SELECT $1, advanced.version, gen_random_uuid(), 'bench.Appended', 1, $2::jsonb, $3::jsonb, NULL, now() FROM advanced`;

export async function runCatalogBench({ common, server, load }: { common: CommonConfig; server: AviaryServer; load: LoadGenerator }): Promise<string> {
  const connections = positive('BENCH_CATALOG_CLIENTS', 8, true);
  const rounds = positive('BENCH_CATALOG_ROUNDS', 4, true);
  const loadAtStart = loadavg()[0];
  const began = performance.now();

  // one user, catalog and 25 products per connection
  const callers: Credentials[] = [];
  const paths: string[] = [];
  for (let c = 0; c < connections; c++) {
    const caller = await provisionCaller(server, `${c.toString(36)}${common.runId}`);
    const catalog = (await signedCall(server, caller, 'POST', '/12/product_catalogs', { name: `Bench catalog ${c}` })).data.id as string;
    const path = `/12/product_catalogs/${catalog}/products`;
    const body = JSON.stringify({ products: Array.from({ length: BATCH }, (_, i) => product(i, 'first')) });
    const res = await fetchSigned(server, caller, 'PUT', path, body);
    if (res.some((r: { status: string }) => r.status !== 'CREATE_SUCCESS')) throw new Error(`products were not created: ${JSON.stringify(res[0])}`);
    callers.push(caller);
    paths.push(path);
  }
  const freshBody = JSON.stringify({ products: Array.from({ length: BATCH }, (_, i) => product(i, '{{fresh}}')) });
  // one update batch, whose event is the size the raw side appends (a batch of 25 changed titles)
  await fetchSigned(server, callers[0], 'PUT', paths[0], freshBody.replaceAll('{{fresh}}', 'sample'));

  // the raw floor: one stream per connection, events of the size aviary's batch event has
  const raw = new Client({ connectionString: common.url });
  await raw.connect();
  const rawStreams = Array.from({ length: connections }, (_, c) => `bench-${common.runId}-catalog-${c}`);
  for (const stream of rawStreams) {
    await raw.query(`INSERT INTO event_store.streams (stream_id, stream_type, version) VALUES ($1, 'bench.Item', 0) ON CONFLICT DO NOTHING`, [stream]);
  }
  const [sample] = (await raw.query(
    `SELECT e.data::text AS data, e.metadata::text AS metadata FROM event_store.events e
      WHERE e.event_type = 'catalog.ProductsBatchApplied' ORDER BY global_position DESC LIMIT 1`,
  )).rows as Array<{ data: string; metadata: string }>;
  await raw.end();
  log(`catalog: provisioned ${connections} users, catalogs and ${BATCH} products each in ${secondsSince(began)}; batch event ${sample.data.length} bytes`);

  const plans: Record<Side, Plan> = {
    rawAppend: { method: 'SQL', url: common.url, sql: RAW_APPEND, params: [], paramsPerConnection: rawStreams.map((s) => [s, sample.data, sample.metadata]) },
    products: { method: 'PUT', origin: server.origin, paths, oauthPerConnection: callers, jsonBody: freshBody },
  };
  const sides: Side[] = ['rawAppend', 'products'];
  const trials: Record<Side, Trial[]> = { rawAppend: [], products: [] };
  for (const side of sides) await load.run(plans[side], connections, common.warmupSeconds);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) trials[side].push(await load.run(plans[side], connections, common.seconds / rounds));
  }

  const summary = { rawAppend: summarize(trials.rawAppend), products: summarize(trials.products) };
  const productsPerSecond = summary.products.opsPerSec * BATCH;
  const ratio = summary.products.opsPerSec / summary.rawAppend.opsPerSec;
  const machine = { cpus: availableParallelism(), loadAverage1m: { start: loadAtStart, end: loadavg()[0] } };
  const output = resolve(repositoryRoot(), 'bench/results/catalog.json');
  await writeJson(output, {
    benchmark: 'catalog',
    startedAt: new Date().toISOString(),
    machine,
    config: { connections, rounds, seconds: common.seconds, batch: BATCH, target: TARGET_PRODUCTS_PER_SECOND },
    results: sides.map((side) => ({ side, label: LABELS[side], ...summary[side] })),
    productsPerSecond,
    ratio,
  });
  score({ name: 'products batch PUT (25 items)', value: productsPerSecond, target: TARGET_PRODUCTS_PER_SECOND, better: 'higher', unit: ' products/s' });
  const row = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(34) : cell.padStart([0, 10, 12, 8, 8][i]))).join(' ');
  return [
    '',
    `Catalog: PUT products, ${BATCH} items a batch, ${connections} connections (a user and catalog each), against the raw append of the same events`,
    `  ${rounds} rounds × ${(common.seconds / rounds).toFixed(2)} s per side after ${common.warmupSeconds} s warm-up; ${machine.cpus} CPUs, load average ${machine.loadAverage1m.start.toFixed(2)} → ${machine.loadAverage1m.end.toFixed(2)}.`,
    '',
    row(['side', 'batches/s', 'products/s', 'p50 ms', 'p99 ms']),
    ...sides.map((side) =>
      row([LABELS[side], Math.round(summary[side].opsPerSec).toString(), Math.round(summary[side].opsPerSec * BATCH).toString(), summary[side].p50Ms.toFixed(2), summary[side].p99Ms.toFixed(2)]),
    ),
    '',
    `products PUT: ${Math.round(productsPerSecond)} products/s = ${ratio.toFixed(2)} of the raw append floor's rate;`,
    productsPerSecond >= TARGET_PRODUCTS_PER_SECOND
      ? `meets the target of ${TARGET_PRODUCTS_PER_SECOND} products/s.`
      : `BELOW TARGET: ${Math.round(productsPerSecond)} < ${TARGET_PRODUCTS_PER_SECOND} products/s`,
    `results written to ${output}`,
    '',
  ].join('\n');
}

function product(i: number, title: string) {
  return {
    id: `bench-${i}`,
    title: `Bench product ${i} ${title}`,
    description: 'A product of the catalog benchmark, updated batch after batch.',
    availability: 'in stock',
    condition: 'new',
    price: `${10 + i}.99 USD`,
    link: `https://shop.example/products/${i}`,
    image_link: `https://shop.example/images/${i}.jpg`,
    brand: 'Aviary',
    inventory: 10 + i,
    product_type: 'Bench > Products',
  };
}

async function fetchSigned(server: AviaryServer, caller: Credentials, method: string, path: string, body: string): Promise<any> {
  const { createHmac } = await import('node:crypto');
  const OAuth = (await import('oauth-1.0a')).default;
  const url = `${server.origin}${path}`;
  const oauth = new OAuth({ consumer: caller.consumer, signature_method: 'HMAC-SHA1', hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64') });
  const res = await fetch(url, {
    method,
    headers: { authorization: oauth.toHeader(oauth.authorize({ url, method }, caller.token)).Authorization, 'content-type': 'application/json' },
    body,
  });
  const json = (await res.json()) as { data: { products_response: unknown[] } };
  if (res.status !== 200) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json.data.products_response;
}
