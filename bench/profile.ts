import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { runMigrations } from '../apps/api/src/database/database';
import { provisionCaller, startAviaryServer } from './aviary-server';
import { benchDatabaseUrl, type CommonConfig, log, positive, repositoryRoot } from './common';
import { ensureDatabase } from './database';
import { LABELS, prepareHttpSides, type Side, SIDES } from './http-bench';
import { LoadGenerator } from './load';
import { writeJson } from './report';

/**
 * `npm run bench:profile`: the HTTP benchmark's sides, one after the other,
 * each under the same closed-loop load as `npm run bench`, with V8's sampling
 * profiler on the main thread (the servers; the load generator is a worker
 * thread and is not profiled). Each side's profile goes to
 * bench/results/profile-<side>.cpuprofile (Chrome DevTools, speedscope), and
 * a table of the main thread's CPU per request, split by layer (self time of
 * each sampled frame, attributed by the file it runs in), to stdout.
 * BENCH_PROFILE_SIDES=get,list picks sides. See bench/README.md.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
/** A node of V8's sampling heap profile: bytes allocated by the frame itself, sampled. */
interface HeapNode {
  callFrame: CallFrame;
  selfSize: number;
  children: HeapNode[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Layers, first match wins, on `<package or path>:<function>` of a frame. A
 * frame's self time includes the V8 builtins it calls (JSON.stringify, the
 * regexp engine, …), which the profiler does not show as frames of their own.
 */
const LAYERS: Array<[string, RegExp]> = [
  ['idle', /^\(idle\)/],
  ['garbage collection', /^\(garbage collector\)/],
  ['V8/native, unattributed', /^\((program|root)\)/],
  ['JSON serialisation (res.json, envelope text)', /(^express\/lib\/response\.js:(json|send)$)|stringify/i],
  ['ETag (express, SHA-1 of the answer)', /^(etag|fresh)\//],
  ['express routing (router, layers, path-to-regexp)', /^(express\/lib\/router|router|path-to-regexp)\//],
  ['express, other (request/response helpers)', /^(express|finalhandler|send|accepts|negotiator|type-is|mime|mime-types|content-type|vary|on-finished|parseurl|qs|depd|utils-merge|merge-descriptors|cookie)\//],
  ['Nest pipeline (router proxy, guards, pipes, interceptors)', /^(@nestjs|rxjs|tslib)\//],
  ['auth: OAuth 1.0a signature, credentials, guards', /^(libs\/platform\/auth|oauth-1\.0a|passport[-a-z]*)\//],
  ['input judge', /^libs\/platform\/http\/src\/input-judge/],
  ['parameters: parsing, class-validator/-transformer', /^(libs\/platform\/http\/src\/(ads\/(parse-params|compiled-params|param-decorators|request-params|list-params|cursor)|validation)|class-validator|class-transformer|validator|libphonenumber-js)/],
  ['rate limits', /^libs\/platform\/http\/src\/rate-limit\//],
  ['metrics', /^(libs\/platform\/metrics|apps\/api\/src\/metrics|prom-client|tdigest|bintrees)\//],
  ['envelope, errors, context (platform/http)', /^libs\/platform\/http\//],
  ['logging', /^(pino[-a-z]*|apps\/api\/src\/logging|sonic-boom|thread-stream)/],
  ['read: pg driver', /^(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+|pgpass|buffer-writer|packet-reader)\//],
  ['read: TypeORM', /^typeorm\//],
  ['read model, event store, entity kit (platform)', /^libs\/platform\/(read-model|event-store|ads-entity|ddd)\//],
  ['modules (handlers, domain)', /^libs\/modules\//],
  ['app (apps/api)', /^apps\//],
  ['bench baseline app', /^bench\//],
  ['node: http parser, sockets, streams', /^node:(_http|http|net|stream|internal\/(streams|http|net|stream_base|js_stream)|events|internal\/event)/],
  ['node: async hooks, timers, microtasks', /^node:(async_hooks|internal\/(async_hooks|async_local_storage|timers|process\/task_queues|process\/promises)|timers)/],
  ['node: crypto', /^node:(crypto|internal\/crypto)/],
  ['node: other', /^node:/],
  ['other packages', /./],
];

/** `express/lib/router/index.js`, `libs/platform/auth/src/oauth1/oauth1-verifier.js`, `node:_http_server`, `(idle)`… */
function where(frame: CallFrame): string {
  const url = frame.url.replace(/^file:\/\//, '');
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  if (url.startsWith('node:')) return url;
  const pkg = url.lastIndexOf('/node_modules/');
  if (pkg >= 0) return url.slice(pkg + '/node_modules/'.length);
  const dist = url.indexOf('/dist/');
  return dist >= 0 ? url.slice(dist + '/dist/'.length) : url;
}

function layerOf(path: string, functionName: string): string {
  const key = `${path}:${functionName}`;
  return (LAYERS.find(([, pattern]) => pattern.test(key) || pattern.test(path)) ?? ['other packages'])[0];
}

interface Attribution {
  /** Microseconds of self time, not idle. */
  busyUs: number;
  byLayer: Map<string, number>;
  byFunction: Map<string, number>;
  /** Self time of the frames no layer names, by package or path. */
  unnamed: Map<string, number>;
}

function attribute(profile: CpuProfile): Attribution {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  // a native frame (writev, Hmac's update, runMicrotasks…) counts where the nearest JavaScript frame above it does
  const attributed = (node: ProfileNode): CallFrame => {
    let at: ProfileNode | undefined = node;
    while (at && !at.callFrame.url && !at.callFrame.functionName.startsWith('(')) at = parents.get(at.id);
    return at && at.callFrame.url ? at.callFrame : node.callFrame;
  };
  const byLayer = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const unnamed = new Map<string, number>();
  let busyUs = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    // timeDeltas[i] is the time before sample i; the sample stands for the interval after it
    const us = profile.timeDeltas[i + 1] ?? 0;
    const node = nodes.get(profile.samples[i])!;
    const frame = node.callFrame;
    const path = where(frame);
    const owner = attributed(node);
    const layer = layerOf(where(owner), owner.functionName);
    if (layer === 'idle') continue;
    busyUs += us;
    byLayer.set(layer, (byLayer.get(layer) ?? 0) + us);
    if (layer === 'other packages') {
      const pkg = where(owner).split('/').slice(0, where(owner).startsWith('@') ? 2 : 1).join('/');
      unnamed.set(pkg, (unnamed.get(pkg) ?? 0) + us);
    }
    const fn = `${frame.functionName || '(anonymous)'} ${frame.url ? `${path}:${frame.lineNumber + 1}` : `(native, in ${where(owner)})`}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  return { busyUs, byLayer, byFunction, unnamed };
}

type SideRun = { side: Side; ops: number; seconds: number; cpuSeconds: number; load: number[]; interval: number; connections: number };

/**
 * CPU time the main thread has used (user and system, Linux: /proc). Unlike the
 * profile's samples, which tick on while the thread waits for a CPU, it does not
 * grow when other work on the machine takes the CPU away.
 */
async function mainThreadCpuSeconds(): Promise<number> {
  const stat = await readFile(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux)
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** BENCH_PROFILE_FROM=bench/results: the table again from the profiles of an earlier run (to try other layers). */
async function fromSaved(dir: string, sides: Side[]): Promise<void> {
  const results: Array<SideRun & { attribution: Attribution }> = [];
  for (const side of sides) {
    const run = JSON.parse(await readFile(resolve(dir, `profile-${side}.json`), 'utf8')) as SideRun;
    const profile = JSON.parse(await readFile(resolve(dir, `profile-${side}.cpuprofile`), 'utf8')) as CpuProfile;
    results.push({ ...run, attribution: attribute(profile) });
  }
  process.stdout.write(report(results, results[0]));
}

async function main(): Promise<void> {
  const sides = (process.env.BENCH_PROFILE_SIDES ?? 'baseline,get,list,put').split(',').map((s) => s.trim()) as Side[];
  for (const side of sides) if (!SIDES.includes(side)) throw new Error(`BENCH_PROFILE_SIDES: unknown side ${side}; known: ${SIDES.join(', ')}`);
  if (process.env.BENCH_PROFILE_FROM) return fromSaved(process.env.BENCH_PROFILE_FROM, sides);
  const seconds = positive('BENCH_SECONDS', 8);
  const warmupSeconds = positive('BENCH_WARMUP_SECONDS', 2);
  const connections = positive('BENCH_CONNECTIONS', 50, true);
  const poolSize = positive('BENCH_HTTP_POOL_SIZE', 20, true);
  const interval = positive('BENCH_PROFILE_INTERVAL_US', 200, true);
  const heap = process.env.BENCH_PROFILE_HEAP === '1';
  const common: CommonConfig = {
    url: benchDatabaseUrl(),
    seconds,
    warmupSeconds,
    runId: `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`,
  };
  await ensureDatabase(common.url);
  await runMigrations(common.url);
  const server = await startAviaryServer(common.url, poolSize);
  const load = LoadGenerator.start();
  const session = new Session();
  session.connect();
  const results: Array<SideRun & { attribution: Attribution; allocations?: Allocations }> = [];
  try {
    const caller = await provisionCaller(server, common.runId);
    const { plans, baseline } = await prepareHttpSides(common, server, caller, connections, poolSize);
    try {
      for (const side of sides) {
        log(`profile: ${side}: ${warmupSeconds} s warm-up, ${seconds} s profiled`);
        await load.run(plans[side], connections, warmupSeconds);
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval });
        await session.post('Profiler.start');
        const cpuBefore = await mainThreadCpuSeconds();
        const trial = await load.run(plans[side], connections, seconds);
        const cpuSeconds = (await mainThreadCpuSeconds()) - cpuBefore;
        const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
        await session.post('Profiler.disable');
        const run = { side, ops: trial.ops, seconds: trial.seconds, cpuSeconds, load: loadavg(), interval, connections };
        await writeJson(resolve(repositoryRoot(), `bench/results/profile-${side}.cpuprofile`), profile);
        await writeJson(resolve(repositoryRoot(), `bench/results/profile-${side}.json`), run);
        const allocations = heap ? await allocationsPerRequest(session, load, plans[side], connections, seconds) : undefined;
        results.push({ ...run, attribution: attribute(profile), allocations });
      }
    } finally {
      await baseline.close();
    }
  } finally {
    session.disconnect();
    await load.close();
    await server.close();
  }
  process.stdout.write(report(results, { connections, interval }));
}

type Allocations = { bytesPerRequest: number; byFunction: Array<[string, number]> };

/**
 * With BENCH_PROFILE_HEAP=1, one more run of the side under V8's sampling
 * heap profiler, counting the objects garbage collection already took too:
 * what the side allocates per request, and where (the garbage collection row
 * of the table is the price of it).
 */
async function allocationsPerRequest(
  session: Session,
  load: LoadGenerator,
  plan: Parameters<LoadGenerator['run']>[0],
  connections: number,
  seconds: number,
): Promise<Allocations> {
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  } as never);
  const trial = await load.run(plan, connections, seconds);
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: HeapNode } };
  await session.post('HeapProfiler.disable');
  const byFunction = new Map<string, number>();
  let total = 0;
  const walk = (node: HeapNode) => {
    if (node.selfSize > 0) {
      const key = `${node.callFrame.functionName || '(anonymous)'} ${where(node.callFrame)}:${node.callFrame.lineNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + node.selfSize);
      total += node.selfSize;
    }
    for (const child of node.children) walk(child);
  };
  walk(profile.head);
  return {
    bytesPerRequest: total / trial.ops,
    byFunction: [...byFunction.entries()].map(([fn, bytes]): [string, number] => [fn, bytes / trial.ops]).sort((a, b) => b[1] - a[1]),
  };
}

function report(results: Array<SideRun & { attribution: Attribution; allocations?: Allocations }>, config: { connections: number; interval: number }): string {
  const layers = LAYERS.map(([name]) => name).filter((name) => results.some((r) => (r.attribution.byLayer.get(name) ?? 0) > 0));
  // the thread's own CPU time per request (the samples' busy time includes waits for a CPU on a loaded machine)
  const perRequestUs = (r: (typeof results)[number]) => (r.cpuSeconds * 1e6) / r.ops;
  const out: string[] = [
    '',
    `Main-thread CPU per request by layer, ${config.connections} keep-alive connections, sampled every ${config.interval} µs;`,
    `${availableParallelism()} CPUs, load average (1 min) after each side: ${results.map((r) => `${r.side} ${r.load[0].toFixed(2)}`).join(', ')}.`,
    '',
    `| layer | ${results.map((r) => r.side).join(' | ')} |`,
    `| --- | ${results.map(() => '---:').join(' | ')} |`,
    `| **main-thread CPU per request (µs)** | ${results.map((r) => `**${Math.round(perRequestUs(r))}**`).join(' | ')} |`,
    `| main thread on CPU / sampled busy | ${results.map((r) => `${Math.round((r.cpuSeconds / r.seconds) * 100)}% / ${Math.round((r.attribution.busyUs / 1e6 / r.seconds) * 100)}%`).join(' | ')} |`,
    `| requests/s while profiled | ${results.map((r) => Math.round(r.ops / r.seconds)).join(' | ')} |`,
    ...layers.map(
      (layer) =>
        `| ${layer} | ${results
          .map((r) => {
            const us = r.attribution.byLayer.get(layer) ?? 0;
            return us === 0 ? '' : `${((us / r.attribution.busyUs) * 100).toFixed(1)}% (${Math.round((us / r.attribution.busyUs) * perRequestUs(r))})`;
          })
          .join(' | ')} |`,
    ),
    '',
    'cells: share of the sampled busy time (that share of the CPU per request, µs)',
    '',
    ...results.map(
      (r) =>
        `${r.side}, other packages: ${[...r.attribution.unnamed.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([pkg, us]) => `${pkg} ${((us / r.attribution.busyUs) * 100).toFixed(1)}%`)
          .join(', ')}`,
    ),
    '',
  ];
  const top = positive('BENCH_PROFILE_TOP', 25, true);
  for (const r of results) {
    out.push(`${LABELS[r.side]}: top ${top} functions by self time (share of busy, µs per request)`);
    const rows = [...r.attribution.byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
    for (const [fn, us] of rows) {
      out.push(`  ${((us / r.attribution.busyUs) * 100).toFixed(1).padStart(5)}% ${String(Math.round((us / r.attribution.busyUs) * perRequestUs(r))).padStart(4)}  ${fn}`);
    }
    out.push('');
    if (r.allocations) {
      out.push(`${LABELS[r.side]}: ${Math.round(r.allocations.bytesPerRequest)} bytes allocated per request; top ${top} functions by bytes allocated per request`);
      for (const [fn, bytes] of r.allocations.byFunction.slice(0, top)) out.push(`  ${String(Math.round(bytes)).padStart(6)}  ${fn}`);
      out.push('');
    }
  }
  out.push('profiles written to bench/results/profile-<side>.cpuprofile', '');
  return out.join('\n');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`profile failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
