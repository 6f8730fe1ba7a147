import { createHmac } from 'node:crypto';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import OAuth from 'oauth-1.0a';
import { Client } from 'pg';

/**
 * The load generator, in a worker thread of its own so that building,
 * signing and reading requests does not share an event loop (or a heap and
 * its garbage collector) with the servers under test, which run in the main
 * thread. Closed loop: each connection sends its next request as soon as the
 * previous answer is read. It also runs the raw `pg` reads that are the floor
 * of the history benchmark, for the same reason.
 */

export interface Credentials {
  consumer: { key: string; secret: string };
  token: { key: string; secret: string };
}

/** What one trial sends: HTTP requests, or one SQL statement straight to PostgreSQL. */
export type Plan = RequestPlan | QueryPlan;

/** A statement sent back to back on one `pg` connection per trial connection (the floor for a read). */
export interface QueryPlan {
  method: 'SQL';
  url: string;
  sql: string;
  params: unknown[];
  /** Parameters per connection (connection i uses [i % length]) instead of `params`. */
  paramsPerConnection?: unknown[][];
}

export interface RequestPlan {
  method: 'GET' | 'PUT';
  /** http://host:port */
  origin: string;
  /** Path and query string per connection (connection i uses paths[i % length]). */
  paths: string[];
  /** A query parameter given a fresh value on every request (so that every PUT changes something). */
  fresh?: string;
  /** Signs every request (OAuth 1.0a, HMAC-SHA1, fresh nonce and timestamp each time) when given. */
  oauth?: Credentials;
  /** Credentials per connection (connection i uses [i % length]) instead of `oauth`. */
  oauthPerConnection?: Credentials[];
  /** A JSON body (not signed, as OAuth 1.0a says); every `{{fresh}}` in it takes a fresh value on each request. */
  jsonBody?: string;
}

export interface TrialMessage {
  id: number;
  plan: Plan;
  connections: number;
  seconds: number;
}

export interface TrialOutcome {
  id: number;
  ops: number;
  errors: number;
  firstError?: string;
  seconds: number;
  latencies: Float64Array;
}

const agents = new Map<string, Agent>();

function agentFor(origin: string, connections: number): Agent {
  const key = `${origin}|${connections}`;
  let agent = agents.get(key);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
    agents.set(key, agent);
  }
  return agent;
}

function signer(credentials: Credentials): (method: string, url: string) => string {
  const oauth = new OAuth({
    consumer: credentials.consumer,
    signature_method: 'HMAC-SHA1',
    hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
  });
  // authorize() draws a new nonce and timestamp on every call
  return (method, url) => oauth.toHeader(oauth.authorize({ url, method }, credentials.token)).Authorization;
}

function send(agent: Agent, method: string, url: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers }, (res) => {
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        if (status !== 200) chunks.push(chunk);
      });
      res.on('end', () => resolve({ status, body: status === 200 ? undefined : Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

let freshCounter = 0;

const clients = new Map<string, Client[]>();

/** `connections` pg connections kept for the whole run (opened outside the measurement). */
async function clientsFor(url: string, connections: number): Promise<Client[]> {
  const key = `${url}|${connections}`;
  let list = clients.get(key);
  if (!list) {
    list = await Promise.all(
      Array.from({ length: connections }, async () => {
        const client = new Client({ connectionString: url, application_name: 'aviary-bench-raw' });
        await client.connect();
        return client;
      }),
    );
    clients.set(key, list);
  }
  return list;
}

async function queryTrial({ id, plan, connections, seconds }: TrialMessage & { plan: QueryPlan }): Promise<TrialOutcome> {
  const list = await clientsFor(plan.url, connections);
  const latencies: number[] = [];
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    list.map(async (client, connection) => {
      const params = plan.paramsPerConnection ? plan.paramsPerConnection[connection % plan.paramsPerConnection.length] : plan.params;
      while (performance.now() < deadline) {
        const began = performance.now();
        await client.query(plan.sql, params);
        latencies.push(performance.now() - began);
      }
    }),
  );
  return { id, ops: latencies.length, errors: 0, seconds: (performance.now() - start) / 1000, latencies: Float64Array.from(latencies) };
}

async function trial(message: TrialMessage): Promise<TrialOutcome> {
  if (message.plan.method === 'SQL') return queryTrial(message as TrialMessage & { plan: QueryPlan });
  return httpTrial(message as TrialMessage & { plan: RequestPlan });
}

async function httpTrial({ id, plan, connections, seconds }: TrialMessage & { plan: RequestPlan }): Promise<TrialOutcome> {
  const agent = agentFor(plan.origin, connections);
  const signers = (plan.oauthPerConnection ?? (plan.oauth ? [plan.oauth] : [])).map(signer);
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      const path = plan.paths[connection % plan.paths.length];
      const sign = signers.length ? signers[connection % signers.length] : undefined;
      while (performance.now() < deadline) {
        let url = `${plan.origin}${path}`;
        if (plan.fresh) url += `${url.includes('?') ? '&' : '?'}${plan.fresh}=b${(freshCounter++).toString(36)}`;
        const headers: Record<string, string> = {};
        if (sign) headers.authorization = sign(plan.method, url);
        // as the SDKs send a PUT with its parameters in the query string: an empty body, unless the plan has one
        const body = plan.jsonBody?.replaceAll('{{fresh}}', `b${(freshCounter++).toString(36)}`);
        if (body !== undefined) headers['content-type'] = 'application/json';
        if (plan.method !== 'GET') headers['content-length'] = String(body === undefined ? 0 : Buffer.byteLength(body));
        const began = performance.now();
        try {
          const res = await send(agent, plan.method, url, headers, body);
          if (res.status !== 200) {
            errors += 1;
            firstError ??= `${plan.method} ${path}: HTTP ${res.status} ${res.body?.slice(0, 300) ?? ''}`;
            continue;
          }
        } catch (error) {
          errors += 1;
          firstError ??= `${plan.method} ${path}: ${(error as Error).message}`;
          continue;
        }
        latencies.push(performance.now() - began);
      }
    }),
  );
  return { id, ops: latencies.length, errors, firstError, seconds: (performance.now() - start) / 1000, latencies: Float64Array.from(latencies) };
}

parentPort?.on('message', (message: TrialMessage | 'close') => {
  if (message === 'close') {
    for (const agent of agents.values()) agent.destroy();
    Promise.all([...clients.values()].flat().map((client) => client.end())).finally(() => parentPort!.close());
    return;
  }
  trial(message).then(
    (outcome) => parentPort!.postMessage(outcome, [outcome.latencies.buffer as ArrayBuffer]),
    (error: unknown) =>
      parentPort!.postMessage({ id: message.id, ops: 0, errors: 1, firstError: String(error), seconds: 0, latencies: new Float64Array() }),
  );
});
