import { createHmac, randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { ProcessorRunner } from '@platform/event-store';
import { startBenchReceiver, type BenchReceiver, type ReceivedDelivery } from './activity-receiver';
import { Arrivals, openStreamTap, type StreamTap } from './activity-stream';
import { type AviaryServer, startAviaryServer } from './aviary-server';
import { type CommonConfig, log, positive, repositoryRoot, secondsSince } from './common';
import { median, percentile } from './measure';
import { writeJson } from './report';
import { score } from './scoreboard';

/**
 * The activity pipeline of the webhooks module, through the real application:
 * (1) how long after a profile change is committed (its PATCH answered) the
 * line carrying it reaches a client of GET /2/activity/stream, against a
 * LISTEN/NOTIFY round trip through PostgreSQL; (2) how many signed webhook
 * deliveries per second reach a local receiver, against a plain fetch loop
 * posting the same bodies at the same concurrency. See bench/README.md.
 */

const EVENT_TYPE = 'profile.update.bio';
const FLOOR_CHANNEL = 'aviary_bench_floor';
/** The delivery worker's limits (libs/modules/webhooks/src/features/activity-delivery/delivery-worker.ts). */
const WORKER_MAX_IN_FLIGHT = 64;
const WORKER_MAX_PER_WEBHOOK = 8;
/** WEBHOOKS_PER_APP is 5 by default: the webhooks are spread over apps of this many. */
const WEBHOOKS_PER_APP = 4;
/** How long one change may take to show up before the run fails. */
const ARRIVAL_TIMEOUT_MS = 15_000;
/** The first change may wait for the processor to catch up with what earlier runs left. */
const FIRST_ARRIVAL_TIMEOUT_MS = 120_000;
/** Latency above this counts as a spike in the report. */
const SPIKE_MS = 100;

interface LatencyStats {
  n: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
  /** Samples above SPIKE_MS. */
  spikes: number;
}

function stats(values: number[]): LatencyStats {
  const sorted = Float64Array.from(values).sort();
  return {
    n: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.length ? sorted[sorted.length - 1] : NaN,
    meanMs: sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1),
    spikes: values.filter((v) => v > SPIKE_MS).length,
  };
}

/** Counts of samples per latency bucket (ms upper bounds), to see where spikes cluster. */
function histogram(values: number[]): Record<string, number> {
  const bounds = [1, 2, 5, 10, 20, 50, 100, 200, 300, 500, 1000, Infinity];
  const out: Record<string, number> = {};
  for (const bound of bounds) out[bound === Infinity ? '>1000' : `≤${bound}`] = 0;
  for (const v of values) {
    const bound = bounds.find((b) => v <= b)!;
    out[bound === Infinity ? '>1000' : `≤${bound}`]++;
  }
  return Object.fromEntries(Object.entries(out).filter(([, n]) => n > 0));
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP calls

async function call(server: AviaryServer, method: string, path: string, token: string, body?: object): Promise<any> {
  const res = await fetch(`${server.origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 500)}`);
  return text ? (JSON.parse(text) as { data?: unknown }).data : undefined;
}

interface PlatformApp {
  id: string;
  secret: string;
  bearer: string;
}

/** An app and its app-only bearer token (client credentials at POST /oauth2/token). */
async function newApp(server: AviaryServer, name: string): Promise<PlatformApp> {
  const app = await call(server, 'POST', '/admin/apps', server.adminToken, { name });
  const res = await fetch(`${server.origin}/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${app.consumer_key}:${app.consumer_secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
    signal: AbortSignal.timeout(30_000),
  });
  const json = (await res.json()) as { access_token?: string };
  if (res.status !== 200 || !json.access_token) throw new Error(`POST /oauth2/token: HTTP ${res.status} ${JSON.stringify(json)}`);
  return { id: app.id, secret: app.consumer_secret, bearer: json.access_token };
}

async function newUsers(server: AviaryServer, runId: string, tag: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const screenName = `${tag}${runId.slice(-11)}${i}`.slice(0, 15);
    const user = await call(server, 'POST', '/admin/users', server.adminToken, { screen_name: screenName, password: randomBytes(8).toString('hex') });
    ids.push(user.id);
  }
  return ids;
}

async function subscribe(server: AviaryServer, app: PlatformApp, userId: string, webhookId?: string): Promise<void> {
  await call(server, 'POST', '/2/activity/subscriptions', app.bearer, {
    event_type: EVENT_TYPE,
    filter: { user_id: userId },
    ...(webhookId ? { webhook_id: webhookId } : {}),
  });
}

/** One profile change; resolves when its answer has arrived (the event is committed by then). */
async function changeBio(server: AviaryServer, userId: string, bio: string): Promise<number> {
  await call(server, 'PATCH', `/admin/users/${userId}`, server.adminToken, { description: bio });
  return performance.now();
}

// ---------------------------------------------------------------------------------------------------------------
// Latency: PATCH answered → stream line, against PATCH answered → NOTIFY heard

/**
 * The floor: a raw `pg` connection reads the event from the store and, in the
 * same statement, announces it with pg_notify (a commit); a LISTEN connection
 * hears it. The least a push pipeline built on PostgreSQL does: see the event,
 * commit something saying so, wake another session.
 */
class NotifyFloor {
  readonly heard = new Arrivals();
  private constructor(
    private readonly listener: Client,
    private readonly notifiers: Client[],
  ) {}

  static async open(url: string, notifiers: number): Promise<NotifyFloor> {
    const listener = new Client({ connectionString: url, application_name: 'aviary-bench-floor-listen' });
    await listener.connect();
    const clients: Client[] = [];
    try {
      for (let i = 0; i < notifiers; i++) {
        const client = new Client({ connectionString: url, application_name: 'aviary-bench-floor-notify' });
        await client.connect();
        clients.push(client);
      }
    } catch (error) {
      await Promise.allSettled([listener.end(), ...clients.map((c) => c.end())]);
      throw error;
    }
    const floor = new NotifyFloor(listener, clients);
    listener.on('notification', (message) => {
      if (message.channel === FLOOR_CHANNEL && message.payload) floor.heard.note(message.payload, performance.now());
    });
    listener.on('error', () => undefined);
    await listener.query(`LISTEN ${FLOOR_CHANNEL}`);
    return floor;
  }

  /** Reads the change from the event store and announces it; answers when the statement came back. */
  async probe(notifier: number, userId: string, bio: string): Promise<number> {
    const { rowCount } = await this.notifiers[notifier % this.notifiers.length].query(
      `SELECT pg_notify($3, e.data->>'after') FROM event_store.events e
        WHERE e.stream_id = $1 AND e.event_type = 'identity.UserDescriptionChanged' AND e.data->>'after' = $2`,
      [`identity.User-${userId}`, bio, FLOOR_CHANNEL],
    );
    if (rowCount !== 1) throw new Error(`the event store does not hold the committed change "${bio}" (${rowCount} rows)`);
    return performance.now();
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.listener.end(), ...this.notifiers.map((c) => c.end())]);
  }
}

interface LatencySamples {
  pipeline: number[];
  floor: number[];
  /** PATCH answered → the floor's SELECT + pg_notify statement came back (committed). */
  floorStatement: number[];
  /** Stream lines that arrived before the PATCH answer (counted as latency ≤ 0). */
  lineBeforeAnswer: number;
  changes: number;
  seconds: number;
  /** performance.now() at the start of the phase (to line the timeline up with other traces of the process). */
  startedAt: number;
  /** Per pipeline sample: when the PATCH was answered (s from the phase start) and how long the line took. */
  timeline: Array<{ atS: number; ms: number }>;
}

function emptySamples(): LatencySamples {
  return { pipeline: [], floor: [], floorStatement: [], lineBeforeAnswer: 0, changes: 0, seconds: 0, startedAt: performance.now(), timeline: [] };
}

/**
 * One change measured once its PATCH was answered: even changes time the
 * stream line, odd ones the floor (read + NOTIFY + LISTEN), so that the two
 * never race for the same change; every change flows through the pipeline
 * all the same, and its line is waited for either way.
 */
async function measureAfter(
  ctx: { tap: StreamTap; floor: NotifyFloor; began: number },
  samples: LatencySamples,
  writer: number,
  userId: string,
  bio: string,
  index: number,
  answered: number,
  timeoutMs: number,
): Promise<void> {
  if (index % 2 === 0) {
    const arrived = await ctx.tap.waitFor(bio, timeoutMs);
    if (arrived < answered) samples.lineBeforeAnswer++;
    samples.pipeline.push(arrived - answered);
    samples.timeline.push({ atS: (answered - ctx.began) / 1000, ms: arrived - answered });
  } else {
    const heard = ctx.floor.heard.waitFor(bio, timeoutMs, 'NOTIFY for');
    heard.catch(() => undefined); // awaited below; a failed probe must not leave it unhandled
    const statement = await ctx.floor.probe(writer, userId, bio);
    samples.floorStatement.push(statement - answered);
    samples.floor.push((await heard) - answered);
    await ctx.tap.waitFor(bio, timeoutMs);
  }
}

async function measureChange(
  ctx: { server: AviaryServer; tap: StreamTap; floor: NotifyFloor; began: number },
  samples: LatencySamples,
  writer: number,
  userId: string,
  bio: string,
  index: number,
  timeoutMs: number,
): Promise<void> {
  const answered = await changeBio(ctx.server, userId, bio);
  samples.changes++;
  await measureAfter(ctx, samples, writer, userId, bio, index, answered, timeoutMs);
}

/** One writer at `rate` changes per second (open loop: a slow change does not delay the next). */
async function steadyPhase(
  ctx: { server: AviaryServer; tap: StreamTap; floor: NotifyFloor },
  runId: string,
  userId: string,
  changes: number,
  rate: number,
): Promise<LatencySamples> {
  const samples = emptySamples();
  const began = samples.startedAt;
  const inFlight: Array<Promise<void>> = [];
  for (let i = 0; i < changes; i++) {
    const due = began + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(measureChange({ ...ctx, began }, samples, 0, userId, `${runId} steady ${i}`, i, ARRIVAL_TIMEOUT_MS));
  }
  await Promise.all(inFlight);
  samples.seconds = (performance.now() - began) / 1000;
  return samples;
}

/** `users.length` writers, each changing its own user back to back (closed loop on the PATCH) for `seconds`. */
async function burstPhase(
  ctx: { server: AviaryServer; tap: StreamTap; floor: NotifyFloor },
  runId: string,
  users: string[],
  seconds: number,
): Promise<LatencySamples> {
  const samples = emptySamples();
  const began = samples.startedAt;
  const deadline = began + seconds * 1000;
  const tracked: Array<Promise<void>> = [];
  await Promise.all(
    users.map(async (userId, writer) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const bio = `${runId} burst ${writer}.${i}`;
        const answered = await changeBio(ctx.server, userId, bio);
        samples.changes++;
        // the writer moves on at once; the arrival is waited for on the side
        const measured = measureAfter({ ...ctx, began }, samples, writer, userId, bio, i, answered, ARRIVAL_TIMEOUT_MS);
        measured.catch(() => undefined); // awaited below with the others
        tracked.push(measured);
      }
    }),
  );
  await Promise.all(tracked);
  samples.seconds = (performance.now() - began) / 1000;
  return samples;
}

// ---------------------------------------------------------------------------------------------------------------
// Deliveries per second

interface DeliverySide {
  deliveries: number;
  seconds: number;
  perSecond: number;
}

function throughput(received: ReceivedDelivery[]): DeliverySide {
  const times = received.map((d) => d.at).sort((a, b) => a - b);
  const seconds = times.length > 1 ? (times[times.length - 1] - times[0]) / 1000 : NaN;
  return { deliveries: times.length, seconds, perSecond: (times.length - 1) / seconds };
}

async function waitForCount(receiver: BenchReceiver, count: number, timeoutMs: number, what: string): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (receiver.deliveries.length < count) {
    if (performance.now() > until) throw new Error(`${what}: ${receiver.deliveries.length} of ${count} deliveries within ${timeoutMs} ms`);
    await sleep(5);
  }
}

/**
 * The baseline: plain fetch POSTs of the same bodies to the same webhook
 * URLs, signed the same way, 8 in flight per webhook and at most 64 in all,
 * as the delivery worker sends them.
 */
async function fetchLoop(origin: string, queues: Map<string, { secret: string; bodies: string[] }>): Promise<void> {
  const perWebhook = Math.min(WORKER_MAX_PER_WEBHOOK, Math.floor(WORKER_MAX_IN_FLIGHT / queues.size) || 1);
  await Promise.all(
    [...queues.entries()].flatMap(([path, { secret, bodies }]) => {
      let next = 0;
      return Array.from({ length: perWebhook }, async () => {
        while (next < bodies.length) {
          const body = bodies[next++];
          const response = await fetch(`${origin}${path}`, {
            method: 'POST',
            redirect: 'manual',
            headers: {
              'content-type': 'application/json',
              'x-platform-webhooks-signature': `sha256=${createHmac('sha256', secret).update(body).digest('base64')}`,
            },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`baseline POST ${path}: HTTP ${response.status}`);
        }
      });
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------

interface DeliveryRun {
  received: ReceivedDelivery[];
  deliveries: number;
  seconds: number;
  perSecond: number;
  writesPerSecond: number;
  writeSeconds: number;
  /** Last delivery received after the last change was answered. */
  tailMs: number;
  /** Deliveries the receiver held unanswered (drain only). */
  held: number;
  /** Longest pause between two deliveries received (after the release, for drain), and how many pauses exceeded 100 ms. */
  maxGapMs: number;
  gapsOver100Ms: number;
  /** Those pauses: when they began (ms after the first delivery counted) and how long they were; when the writes ended, on the same scale. */
  longGaps: Array<{ atMs: number; ms: number }>;
  writesEndedAtMs: number;
}

function summaryOf({ received, ...rest }: DeliveryRun) {
  return { ...rest, received: received.length };
}

/** Longest the receiver holds deliveries: well under WEBHOOK_DELIVERY_TIMEOUT_MS (10 s), past which they would be retried. */
const MAX_HOLD_MS = 6_000;

/**
 * `changes` profile changes by one writer per user, each delivered to every
 * webhook. live: deliveries flow while the changes are written, throughput
 * from the first delivery to the last. drain: the receiver leaves the
 * deliveries unanswered while the changes are written (the worker's slots stay
 * taken and the rest queues up in the database), then answers them: throughput
 * from that release to the last delivery, the worker's own pace.
 */
async function deliveryRun(
  ctx: {
    server: AviaryServer;
    receiver: BenchReceiver;
    users: string[];
    changes: number;
    expected: number;
    hookByPath: Map<string, { app: PlatformApp }>;
    runId: string;
  },
  kind: 'live' | 'drain',
): Promise<DeliveryRun> {
  const { server, receiver } = ctx;
  receiver.reset();
  receiver.holding = kind === 'drain';
  const prefix = `${ctx.runId} ${kind} `;
  const writeBegan = performance.now();
  let next = 0;
  const writing = Promise.all(
    ctx.users.map(async (userId) => {
      for (let i = next++; i < ctx.changes; i = next++) await changeBio(server, userId, `${prefix}${i}`);
    }),
  );
  let writeEnded: number;
  let released = NaN;
  let held = 0;
  try {
    if (kind === 'drain') {
      await Promise.race([writing, sleep(MAX_HOLD_MS)]);
      held = receiver.deliveries.length;
      released = performance.now();
      receiver.release();
    }
    await writing;
    writeEnded = performance.now();
  } finally {
    receiver.release();
  }
  await waitForCount(receiver, ctx.expected, 60_000, `${kind} deliveries`);
  await sleep(300); // nothing more (no duplicates) should come
  const received = receiver.deliveries;

  // every delivery: signature, one per (webhook, event), the right bio
  const seen = new Set<string>();
  let badSignatures = 0;
  for (const d of received) {
    const hook = ctx.hookByPath.get(d.path);
    if (!hook) throw new Error(`a delivery to an unknown path ${d.path}`);
    if (d.signature !== `sha256=${createHmac('sha256', hook.app.secret).update(d.body).digest('base64')}`) badSignatures++;
    const data = (JSON.parse(d.body) as { data: { event_type: string; event_uuid: string; payload: { after: string } } }).data;
    if (data.event_type !== EVENT_TYPE || !data.payload.after.startsWith(prefix)) throw new Error(`unexpected delivery ${d.body}`);
    seen.add(`${d.path} ${data.event_uuid}`);
  }
  if (badSignatures > 0) throw new Error(`${badSignatures} of ${received.length} deliveries had a wrong x-platform-webhooks-signature`);
  if (received.length !== ctx.expected || seen.size !== ctx.expected) {
    throw new Error(`${kind}: expected ${ctx.expected} distinct deliveries, received ${received.length} (${seen.size} distinct)`);
  }
  const last = Math.max(...received.map((d) => d.at));
  const measured =
    kind === 'live'
      ? throughput(received)
      : { deliveries: received.length, seconds: (last - released) / 1000, perSecond: (received.length - held) / ((last - released) / 1000) };
  const writeSeconds = (writeEnded - writeBegan) / 1000;
  const times = received.map((d) => d.at).filter((at) => !(at < released)).sort((a, b) => a - b);
  const gaps = times.slice(1).map((at, i) => at - times[i]);
  return {
    received,
    ...measured,
    writesPerSecond: ctx.changes / writeSeconds,
    writeSeconds,
    tailMs: last - writeEnded,
    held,
    maxGapMs: Math.max(0, ...gaps),
    gapsOver100Ms: gaps.filter((g) => g > 100).length,
    longGaps: gaps.flatMap((g, i) => (g > 100 ? [{ atMs: Math.round(times[i] - times[0]), ms: Math.round(g) }] : [])),
    writesEndedAtMs: Math.round(writeEnded - times[0]),
  };
}

export async function runActivityBench(common: CommonConfig): Promise<string> {
  const rate = positive('BENCH_ACTIVITY_RATE', 20);
  const steadyChanges = positive('BENCH_ACTIVITY_CHANGES', Math.round(60 * common.seconds), true);
  const writers = positive('BENCH_ACTIVITY_WRITERS', 8, true);
  const burstSeconds = positive('BENCH_ACTIVITY_BURST_SECONDS', common.seconds);
  const webhooks = positive('BENCH_ACTIVITY_WEBHOOKS', 8, true);
  const deliveryUsers = positive('BENCH_ACTIVITY_DELIVERY_USERS', 4, true);
  const deliveryChanges = positive('BENCH_ACTIVITY_DELIVERY_CHANGES', Math.round(50 * common.seconds), true);
  const baselineRuns = 3;
  const poolSize = positive('BENCH_HTTP_POOL_SIZE', 20, true);
  const loadAtStart = loadavg()[0];
  const runId = common.runId;

  const began = performance.now();
  const server = await startAviaryServer(common.url, poolSize);
  let tap: StreamTap | undefined;
  let floor: NotifyFloor | undefined;
  let receiver: BenchReceiver | undefined;
  try {
    // ---- latency: an app streaming profile.update.bio of its own users
    const streamApp = await newApp(server, `bench activity ${runId}`);
    const latencyUsers = await newUsers(server, runId, 'l', Math.max(writers, 1));
    for (const userId of latencyUsers) await subscribe(server, streamApp, userId);
    tap = await openStreamTap(server.origin, streamApp.bearer);
    floor = await NotifyFloor.open(common.url, writers);
    log(`activity: aviary on ${server.origin}; app, ${latencyUsers.length} users and subscriptions, stream open in ${secondsSince(began)}`);

    // warm-up (and catch-up: the processor may first have to read what earlier runs left)
    const ctx = { server, tap, floor };
    const warm = performance.now();
    for (let i = 0; i < 20; i++) {
      await measureChange({ ...ctx, began: warm }, emptySamples(), 0, latencyUsers[0], `${runId} warm ${i}`, i, i < 2 ? FIRST_ARRIVAL_TIMEOUT_MS : ARRIVAL_TIMEOUT_MS);
    }
    // every processor of this instance caught up with what the other benchmarks wrote (the history, the product
    // sets...): until then they share the event loop with the pipeline, and the first seconds measure their catch-up
    await server.app.get(ProcessorRunner).whenIdle();
    log(`activity: warmed up, processors caught up, in ${secondsSince(warm)}; steady: ${steadyChanges} changes at ${rate}/s...`);
    const steady = await steadyPhase(ctx, runId, latencyUsers[0], steadyChanges, rate);
    log(`activity: burst: ${writers} writers for ${burstSeconds} s...`);
    const burst = await burstPhase(ctx, runId, latencyUsers.slice(0, writers), burstSeconds);
    const streamCheck = { items: tap.items, keepAlives: tap.keepAlives, bareNewlines: tap.bareNewlines };
    tap.close();
    tap = undefined;
    await floor.close();
    floor = undefined;
    if (streamCheck.bareNewlines > 0) throw new Error(`${streamCheck.bareNewlines} stream lines did not end with \\r\\n`);

    // ---- deliveries: webhooks over apps of WEBHOOKS_PER_APP, each webhook subscribed to every user
    const t = performance.now();
    const apps: PlatformApp[] = [];
    for (let i = 0; i < Math.ceil(webhooks / WEBHOOKS_PER_APP); i++) apps.push(await newApp(server, `bench delivery ${runId} ${i}`));
    const secrets = new Map(apps.map((a, i) => [String(i), a.secret]));
    receiver = await startBenchReceiver(secrets);
    const hooks: Array<{ id: string; path: string; app: PlatformApp }> = [];
    for (let n = 0; n < webhooks; n++) {
      const appIndex = Math.floor(n / WEBHOOKS_PER_APP);
      const path = `/hook/${appIndex}/${n}`;
      const created = await call(server, 'POST', '/2/webhooks', apps[appIndex].bearer, { url: `${receiver.origin}${path}` });
      if (!created?.id || created.valid !== true) throw new Error(`POST /2/webhooks answered ${JSON.stringify(created)}`);
      hooks.push({ id: created.id, path, app: apps[appIndex] });
    }
    const deliveryUserIds = await newUsers(server, runId, 'd', deliveryUsers);
    for (const hook of hooks) for (const userId of deliveryUserIds) await subscribe(server, hook.app, userId, hook.id);
    const expected = deliveryChanges * webhooks;
    log(
      `activity: ${webhooks} webhooks over ${apps.length} apps, ${deliveryUsers} users, ${hooks.length * deliveryUsers} subscriptions ` +
        `in ${secondsSince(t)}; ${deliveryChanges} changes → ${expected} deliveries...`,
    );

    // warm-up delivery: one change, every webhook hears it
    await changeBio(server, deliveryUserIds[0], `${runId} delivery warm`);
    await waitForCount(receiver, webhooks, FIRST_ARRIVAL_TIMEOUT_MS, 'warm-up delivery');
    receiver.reset();

    const hookByPath = new Map(hooks.map((h) => [h.path, h]));
    const deliveryCtx = { server, receiver, users: deliveryUserIds, changes: deliveryChanges, expected, hookByPath, runId };
    const live = await deliveryRun(deliveryCtx, 'live');
    const drain = await deliveryRun(deliveryCtx, 'drain');
    const pipelineReceived = live.received;

    // the baseline: the same bodies to the same URLs, the worker's concurrency
    const queues = new Map<string, { secret: string; bodies: string[] }>();
    for (const hook of hooks) queues.set(hook.path, { secret: hook.app.secret, bodies: [] });
    for (const d of [...pipelineReceived].sort((a, b) => a.at - b.at)) queues.get(d.path)!.bodies.push(d.body);
    const baselineRunsResults: DeliverySide[] = [];
    for (let run = 0; run < baselineRuns; run++) {
      receiver.reset();
      await fetchLoop(receiver.origin, queues);
      await waitForCount(receiver, expected, 10_000, 'baseline');
      baselineRunsResults.push(throughput(receiver.deliveries));
    }
    const baselinePerSecond = median(baselineRunsResults.map((r) => r.perSecond));
    // the receiver goes away with the run: its webhooks too, so that no later CRC re-check knocks on a closed port
    for (const hook of hooks) await call(server, 'DELETE', `/2/webhooks/${hook.id}`, hook.app.bearer).catch((error: Error) => log(`activity: could not delete webhook ${hook.id}: ${error.message}`));

    log(
      `activity: deliveries ${live.perSecond.toFixed(0)}/s live, ${drain.perSecond.toFixed(0)}/s draining a backlog; ` +
        `baseline ${baselineRunsResults.map((r) => r.perSecond.toFixed(0)).join(' ')}/s`,
    );

    // ---- report
    const steadyPipe = stats(steady.pipeline);
    const steadyFloor = stats(steady.floor);
    const burstPipe = stats(burst.pipeline);
    const burstFloor = stats(burst.floor);
    score({ name: `activity burst (${writers} writers), stream p99`, value: burstPipe.p99Ms, target: 50, better: 'lower', unit: ' ms' });
    score({ name: `activity steady ${rate}/s, stream p99 ÷ floor p99`, value: steadyPipe.p99Ms / steadyFloor.p99Ms, target: 2, better: 'lower' });
    score({ name: 'webhook deliveries live ÷ fetch loop', value: live.perSecond / baselinePerSecond, target: 0.6, better: 'higher' });
    score({ name: 'webhook deliveries draining a backlog ÷ fetch loop', value: drain.perSecond / baselinePerSecond, target: 0.9, better: 'higher' });
    const machine = { cpus: availableParallelism(), loadAverage1m: { start: loadAtStart, end: loadavg()[0] } };
    const timelineOf = (s: LatencySamples) =>
      s.timeline.sort((a, b) => a.atS - b.atS).map((p) => [Number(p.atS.toFixed(3)), Number(p.ms.toFixed(1))]);
    const output = resolve(repositoryRoot(), 'bench/results/activity.json');
    await writeJson(output, {
      benchmark: 'activity',
      startedAt: new Date().toISOString(),
      machine,
      config: { rate, steadyChanges, writers, burstSeconds, webhooks, deliveryUsers, deliveryChanges, poolSize, spikeMs: SPIKE_MS },
      latency: {
        steady: {
          changes: steady.changes,
          seconds: steady.seconds,
          pipeline: steadyPipe,
          floor: steadyFloor,
          floorStatement: stats(steady.floorStatement),
          lineBeforeAnswer: steady.lineBeforeAnswer,
          startedAtMs: steady.startedAt,
          histogram: { pipeline: histogram(steady.pipeline), floor: histogram(steady.floor) },
          timeline: timelineOf(steady),
        },
        burst: {
          changes: burst.changes,
          seconds: burst.seconds,
          changesPerSecond: burst.changes / burst.seconds,
          pipeline: burstPipe,
          floor: burstFloor,
          floorStatement: stats(burst.floorStatement),
          lineBeforeAnswer: burst.lineBeforeAnswer,
          startedAtMs: burst.startedAt,
          histogram: { pipeline: histogram(burst.pipeline), floor: histogram(burst.floor) },
          timeline: timelineOf(burst),
        },
        stream: streamCheck,
      },
      deliveries: {
        expected,
        baseline: { perSecond: baselinePerSecond, runs: baselineRunsResults },
        live: { ...summaryOf(live), ratio: live.perSecond / baselinePerSecond },
        drain: { ...summaryOf(drain), ratio: drain.perSecond / baselinePerSecond },
        signaturesChecked: live.received.length + drain.received.length,
      },
    });

    const ms = (v: number) => v.toFixed(2);
    const row = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(44) : cell.padStart(9))).join(' ');
    const latencyRow = (label: string, s: LatencyStats, floorStats?: LatencyStats) =>
      row([label, String(s.n), ms(s.p50Ms), ms(s.p99Ms), ms(s.maxMs), String(s.spikes), floorStats ? (s.p50Ms / floorStats.p50Ms).toFixed(1) : '']);
    return [
      '',
      `Activity: profile.update.bio from PATCH /admin/users/:id to a GET /2/activity/stream client, and signed webhook deliveries`,
      `  latency = PATCH answered → the stream line carrying the new bio; floor = PATCH answered → a raw pg connection reads the`,
      `  event and pg_notify()s it, a LISTEN connection hears it (even changes time the stream, odd ones the floor);`,
      `  pool of ${poolSize}; ${machine.cpus} CPUs, load average ${machine.loadAverage1m.start.toFixed(2)} → ${machine.loadAverage1m.end.toFixed(2)}.`,
      '',
      row(['latency', 'samples', 'p50 ms', 'p99 ms', 'max ms', `>${SPIKE_MS}ms`, 'p50 ratio']),
      latencyRow(`steady ${rate}/s, 1 writer: floor (NOTIFY)`, steadyFloor),
      latencyRow(`  stream line`, steadyPipe, steadyFloor),
      latencyRow(`burst ${writers} writers (${(burst.changes / burst.seconds).toFixed(0)} changes/s): floor`, burstFloor),
      latencyRow(`  stream line`, burstPipe, burstFloor),
      '',
      `p50 ratio = stream line p50 ÷ floor p50 (p99 ratios: steady ${(steadyPipe.p99Ms / steadyFloor.p99Ms).toFixed(1)}, ` +
        `burst ${(burstPipe.p99Ms / burstFloor.p99Ms).toFixed(1)}); lines before the PATCH answer: ` +
        `${steady.lineBeforeAnswer + burst.lineBeforeAnswer}; ${streamCheck.items} lines, ${streamCheck.keepAlives} keep-alives, all \\r\\n`,
      '',
      row(['deliveries', 'count', 'per s', 'seconds', '', '', 'ratio']),
      row([`baseline: fetch loop, ${Math.min(WORKER_MAX_IN_FLIGHT, WORKER_MAX_PER_WEBHOOK * webhooks)} in flight`, String(expected), baselinePerSecond.toFixed(0), median(baselineRunsResults.map((r) => r.seconds)).toFixed(2), '', '', '']),
      row([`live: ${deliveryChanges} changes × ${webhooks} webhooks`, String(live.deliveries), live.perSecond.toFixed(0), live.seconds.toFixed(2), '', '', (live.perSecond / baselinePerSecond).toFixed(2)]),
      row([`drain: the same, queued first`, String(drain.deliveries), drain.perSecond.toFixed(0), drain.seconds.toFixed(2), '', '', (drain.perSecond / baselinePerSecond).toFixed(2)]),
      '',
      `ratio = pipeline deliveries/s ÷ baseline (median of ${baselineRuns} runs). live: first to last delivery while ${deliveryUsers} writers made ` +
        `${live.writesPerSecond.toFixed(0)} changes/s (the last delivery ${live.tailMs.toFixed(0)} ms after the last change); drain: the receiver held its ` +
        `first ${drain.held} deliveries until the ${drain.writesPerSecond.toFixed(0)} changes/s were written, then from its release to the last delivery. ` +
        `Every signature checked.`,
      `results written to ${output}`,
      '',
    ].join('\n');
  } finally {
    tap?.close();
    await floor?.close();
    await receiver?.close();
    await server.close();
  }
}
