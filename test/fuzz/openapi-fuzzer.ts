import { createHmac, randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';

/**
 * A property-based fuzzer over the server's own OpenAPI document: every
 * operation, called with and without credentials, with parameters and bodies
 * drawn from what the document declares and from what breaks servers (wrong
 * types, missing and extra members, deep nesting, huge and empty strings, lone
 * surrogates, big and negative numbers, nulls, prototype-named keys, forged
 * cursors, wrong content types, bodies on GET). The property: no 5xx, and
 * every error in the shape of the interface called, without internals.
 */

export interface Credentials {
  admin: string;
  bearer: string;
  consumer: { key: string; secret: string };
  token: { key: string; secret: string };
  /** Known ids by path parameter name (account_id, campaign_id, ...). */
  ids: Record<string, string[]>;
  /** The sandbox listener, where ads operations are also called, and its known ids. */
  sandbox?: { base: string; ids: Record<string, string[]> };
}

interface Parameter {
  name: string;
  schema: Schema;
  required: boolean;
}

type Schema = {
  type?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  format?: string;
};

export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: Parameter[];
  body?: Schema;
  auth: 'oauth1' | 'bearer' | 'admin' | 'basic' | 'none';
}

export interface FuzzRequest {
  operation: Operation;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What the request was, for the failure report. */
  describe: string;
}

export interface FuzzResponse {
  status: number;
  contentType: string;
  text: string;
}

/** Operations whose valid call would take the fuzzer's own credentials away: called without them. */
const CREDENTIAL_REVOKING = new Set(['POST /oauth2/invalidate_token', 'POST /1.1/oauth/invalidate_token']);
/**
 * Operations whose valid call copies or replaces the whole database, which the other specs share: called without
 * credentials (test/e2e/operations/snapshots.e2e-spec.ts calls them on a database of its own).
 */
const WHOLE_STATE = new Set(['POST /admin/snapshots', 'POST /admin/snapshots/{name}/restore', 'POST /admin/reset']);
/** Operations that only report on the process: checked after the run. */
const NOT_FUZZED = /^\/(health|metrics)/;

export function operationsOf(document: { paths: Record<string, Record<string, unknown>>; components?: { schemas?: Record<string, Schema> } }): Operation[] {
  const schemas = document.components?.schemas ?? {};
  const resolve = (schema: Schema | undefined, depth = 0): Schema | undefined => {
    if (!schema || depth > 5) return schema;
    if (schema.$ref) return resolve(schemas[schema.$ref.split('/').pop()!], depth + 1);
    if (schema.properties) {
      const properties: Record<string, Schema> = {};
      for (const [name, inner] of Object.entries(schema.properties)) properties[name] = resolve(inner, depth + 1) ?? {};
      return { ...schema, properties };
    }
    if (schema.items) return { ...schema, items: resolve(schema.items, depth + 1) };
    return schema;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (NOT_FUZZED.test(path)) continue;
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as {
        parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
        requestBody?: { content?: Record<string, { schema?: Schema }> };
        security?: Array<Record<string, unknown>>;
      };
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const query = (op.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: resolve(p.schema) ?? { type: 'string' }, required: p.required === true }));
      // of the alternatives an operation takes, the fuzzer holds an admin token, an app-only bearer token and an OAuth 1.0a user token
      const schemes = new Set((op.security ?? []).flatMap((alternative) => Object.keys(alternative)));
      const auth: Operation['auth'] =
        schemes.has('admin') ? 'admin'
        : schemes.has('BearerToken') ? 'bearer'
        : schemes.has('UserToken') || /^\/(oauth|1\.1)\//.test(path) ? 'oauth1'
        : path.startsWith('/oauth2/') ? 'basic'
        : 'none';
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams,
        query,
        body: resolve(op.requestBody?.content?.['application/json']?.schema),
        auth,
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------- values

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'];

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\ud800',
  'a\udfffb',
  '\udc00\ud800',
  '\u0000',
  'null',
  'true',
  '-1',
  '0',
  '1e30',
  '9223372036854775808',
  '18446744073709551616',
  '-9223372036854775809',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  'toString',
  '%',
  '%00',
  "'; select pg_sleep(10);--",
  '${jndi:x}',
  '../../etc/passwd',
  '2026-13-45T99:99:99Z',
  '1970-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  'https://127.0.0.1:1/hook',
  'ACTIVE',
  'PAUSED',
  'oob',
  'a,b,,c',
  '\u202e\ufeff',
  'x'.repeat(5000),
  '🦜'.repeat(300),
);

/** A cursor the server never minted: base64url of JSON, of garbage, or of a minted-looking shape. */
const forgedCursor = fc.oneof(
  fc.constantFrom('["x","y"]', '[{"a":1},[1]]', '[null,null]', '[1e999,"1"]', '["2026-01-01T00:00:00Z"]', '[]', '{}', '1', 'null', '"x"')
    .map((json) => Buffer.from(json).toString('base64url')),
  fc.jsonValue({ maxDepth: 3 }).map((value) => Buffer.from(JSON.stringify(value) ?? 'null').toString('base64url')),
  fc.string().map((s) => `${Buffer.from(s).toString('base64url')}.${randomish(s)}`),
  fc.string(),
);

function randomish(seed: string): string {
  return createHmac('sha256', 'not-the-key').update(seed).digest('base64url').slice(0, 22);
}

const bigNumbers = fc.constantFrom(1e19, 1e30, -1e30, 2 ** 53, -(2 ** 53), 2 ** 63, 1e308, -0, 0.5, 1e-300);
const evilNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), bigNumbers);

const evilString = fc.oneof(
  { weight: 3, arbitrary: nastyStrings },
  { weight: 2, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1000, maxLength: 3000 }) },
  { weight: 1, arbitrary: forgedCursor },
);

/** JSON values with evil members: prototype-named keys, nulls, nesting. */
const evilJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    evilString,
    evilNumber,
    fc.constant(null),
    fc.boolean(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 })), tie('value')), { maxLength: 4 })
      .map(objectOf),
  ),
})).value;

/** An object with these own members, `__proto__` included as a member (as JSON.parse makes it). */
function objectOf(entries: Array<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** A valid-looking value for a schema (so that a request can get past the first check and reach the domain). */
function plausible(schema: Schema, name: string, ids: Record<string, string[]>): fc.Arbitrary<unknown> {
  if (ids[name]?.length) return fc.constantFrom(...ids[name]);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1e9) });
    case 'number':
      return fc.integer({ min: 0, max: 1e9 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? plausible(schema.items, name, ids) : fc.string(), { minLength: 1, maxLength: 3 });
    case 'object':
      return objectFor(schema, ids);
    default:
      if (schema.format === 'date-time' || name.endsWith('_time')) return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (name.endsWith('_micro')) return fc.constantFrom('1000000', '5000000', 10000000);
      if (name === 'url') return fc.constant('https://127.0.0.1:1/hook');
      return fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom('ACTIVE', 'PAUSED', 'en', 'true'));
  }
}

function valueFor(schema: Schema, name: string, ids: Record<string, string[]>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: plausible(schema, name, ids) },
    { weight: 2, arbitrary: evilString },
    { weight: 1, arbitrary: evilNumber },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: evilJson },
  );
}

function objectFor(schema: Schema, ids: Record<string, string[]>): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const declared = properties.length
    ? fc.subarray(properties).chain((chosen) =>
        fc.tuple(...chosen.map(([name, inner]) => valueFor(inner, name, ids).map((value) => [name, value] as [string, unknown]))),
      )
    : fc.constant([] as Array<[string, unknown]>);
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 10 })), evilJson), {
    maxLength: 2,
  });
  return fc.tuple(declared, extra).map(([a, b]) => objectOf([...a, ...b]));
}

// ---------------------------------------------------------------- requests

type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Array<[string, string]> }
  | { kind: 'raw'; contentType: string; text: string | Buffer; encoding?: string };

function bodyPlans(operation: Operation, ids: Record<string, string[]>): fc.Arbitrary<BodyPlan> {
  const schema: Schema = operation.body ?? {
    type: 'object',
    properties: Object.fromEntries(operation.query.map((p) => [p.name, p.schema])),
  };
  const raws = fc.oneof(
    fc.constantFrom(1000, 5000, 100_000).chain((depth) =>
      fc.constantFrom<'array' | 'object'>('array', 'object').map((kind): BodyPlan => ({ kind: 'raw', contentType: 'application/json', text: deeplyNested(depth, kind) })),
    ),
    fc.constantFrom(
      '{',
      '{"a":1,}',
      'null',
      '1',
      '"x"',
      '[]',
      '1e400',
      '123456789012345678901234567890',
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      '{"a":"\\ud800"}',
      '\ufeff{}',
      '',
    ).map((text): BodyPlan => ({ kind: 'raw', contentType: 'application/json', text })),
    fc
      .constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/octet-stream', 'application/json; charset=utf-16', 'application/json; charset=latin1')
      .map((contentType): BodyPlan => ({ kind: 'raw', contentType, text: '{"a":1}' })),
    fc.constantFrom('gzip', 'deflate', 'br', 'compress').map((encoding): BodyPlan => ({
      kind: 'raw',
      contentType: 'application/json',
      text: Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0, 0x03, 0x4b, 0x04, 0x00]),
      encoding,
    })),
  );
  return fc.oneof(
    { weight: operation.body ? 1 : 3, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
    { weight: 4, arbitrary: objectFor(schema, ids).map((value): BodyPlan => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: evilJson.map((value): BodyPlan => ({ kind: 'json', value })) },
    {
      weight: operation.auth === 'oauth1' ? 2 : 1,
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fc.constantFrom(...Object.keys(schema.properties ?? {}), ...PROTOTYPE_KEYS), fc.string({ maxLength: 8 })), evilString), { maxLength: 4 })
        .map((fields): BodyPlan => ({ kind: 'form', fields: fields.map(([k, v]) => [k, String(v)]) })),
    },
    { weight: 2, arbitrary: raws },
  );
}

type AuthPlan = 'valid' | 'none' | 'wrong-scheme' | 'bad-signature';

export function requestArbitrary(operations: Operation[], base: string, credentials: Credentials): fc.Arbitrary<FuzzRequest> {
  const listeners = (operation: Operation) =>
    credentials.sandbox && /^\/(12|11|5)\//.test(operation.path)
      ? fc.oneof({ weight: 4, arbitrary: fc.constant({ base, ids: credentials.ids }) }, { weight: 1, arbitrary: fc.constant(credentials.sandbox) })
      : fc.constant({ base, ids: credentials.ids });
  return fc
    .constantFrom(...operations)
    .chain((operation) => listeners(operation).map((listener) => ({ operation, listener })))
    .chain(({ operation, listener }) => {
      const { ids } = listener;
      const pathValues = fc.tuple(
        ...operation.pathParams.map((name) =>
          fc.oneof(
            { weight: 6, arbitrary: ids[name]?.length ? fc.constantFrom(...ids[name]) : fc.constant('1') },
            { weight: 1, arbitrary: evilString },
          ),
        ),
      );
      const queryPairs = fc
        .tuple(
          fc.subarray(operation.query).chain((chosen) =>
            fc.tuple(...chosen.map((p) => valueFor(p.schema, p.name, ids).map((v) => [p.name, v] as [string, unknown]))),
          ),
          fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'cursor', 'count', 'with_deleted'), fc.string({ maxLength: 8 })), evilString), {
            maxLength: 2,
          }),
        )
        .map(([declared, extra]) => [...declared, ...extra].map(([k, v]) => [k, queryText(v)] as [string, string]));
      const methods = fc.oneof({ weight: 9, arbitrary: fc.constant(operation.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH') });
      const auth = fc.oneof(
        { weight: 8, arbitrary: fc.constant<AuthPlan>('valid') },
        { weight: 1, arbitrary: fc.constantFrom<AuthPlan>('none', 'wrong-scheme', 'bad-signature') },
      );
      return fc.tuple(pathValues, queryPairs, bodyPlans(operation, ids), methods, auth).map(([pathArgs, query, body, method, authPlan]) =>
        build(operation, listener.base, credentials, { pathArgs, query, body, method, auth: authPlan }),
      );
    });
}

function queryText(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value) ?? '';
  // a query string carries UTF-8 only: lone surrogates go in bodies
  return wellFormed(text);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}

function build(
  operation: Operation,
  base: string,
  credentials: Credentials,
  plan: { pathArgs: unknown[]; query: Array<[string, string]>; body: BodyPlan; method: string; auth: AuthPlan },
): FuzzRequest {
  let path = operation.path;
  operation.pathParams.forEach((name, i) => {
    path = path.replace(`{${name}}`, percent(queryText(plan.pathArgs[i]) || 'x'));
  });
  const queryString = plan.query.map(([k, v]) => `${percent(k)}=${percent(v)}`).join('&');
  const url = `${base}${path}${queryString ? `?${queryString}` : ''}`;
  const headers: Record<string, string> = {};
  let body: string | Buffer | undefined;
  let formFields: Array<[string, string]> = [];
  switch (plan.body.kind) {
    case 'json':
      headers['content-type'] = 'application/json';
      body = JSON.stringify(plan.body.value) ?? 'null';
      break;
    case 'form':
      headers['content-type'] = 'application/x-www-form-urlencoded';
      formFields = plan.body.fields.map(([k, v]) => [wellFormed(k), wellFormed(v)]);
      body = formFields.map(([k, v]) => `${percent(k)}=${percent(v)}`).join('&');
      break;
    case 'raw':
      headers['content-type'] = plan.body.contentType;
      if (plan.body.encoding) headers['content-encoding'] = plan.body.encoding;
      body = plan.body.text;
      break;
  }
  const key = `${operation.method} ${operation.path}`;
  const auth = (CREDENTIAL_REVOKING.has(key) || WHOLE_STATE.has(key)) && plan.auth === 'valid' ? 'bad-signature' : plan.auth;
  const scheme = operation.auth === 'none' ? 'oauth1' : operation.auth;
  if (auth !== 'none') {
    if (auth === 'wrong-scheme') headers.authorization = scheme === 'oauth1' ? `Bearer ${credentials.bearer}` : 'OAuth oauth_consumer_key="x"';
    else if (scheme === 'admin') headers.authorization = `Bearer ${auth === 'valid' ? credentials.admin : 'not-the-admin-token'}`;
    else if (scheme === 'bearer') headers.authorization = `Bearer ${auth === 'valid' ? credentials.bearer : 'AAAA%2Fforged'}`;
    else if (scheme === 'basic') {
      const secret = auth === 'valid' ? credentials.consumer.secret : 'wrong';
      headers.authorization = `Basic ${Buffer.from(`${credentials.consumer.key}:${secret}`).toString('base64')}`;
    } else {
      const signed = [...plan.query, ...formFields];
      headers.authorization = oauth1Header(plan.method, `${base}${path}`, signed, credentials, auth === 'bad-signature');
    }
  }
  const bodyText = body === undefined ? '' : Buffer.isBuffer(body) ? `<${body.length} bytes>` : body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body;
  return {
    operation,
    method: plan.method,
    url,
    headers,
    body,
    describe: `${plan.method} ${url.length > 400 ? `${url.slice(0, 400)}…` : url} [${operation.method} ${operation.path}, auth ${auth}] ${JSON.stringify(headers)} ${bodyText}`,
  };
}

/** RFC 3986 percent-encoding, as OAuth 1.0a signs it. */
function percent(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An HMAC-SHA1 OAuth 1.0a header over the given parameters (written here so that any key, `__proto__` included, is signed as sent). */
function oauth1Header(method: string, baseUrl: string, params: Array<[string, string]>, credentials: Credentials, forge: boolean): string {
  const protocol: Array<[string, string]> = [
    ['oauth_consumer_key', credentials.consumer.key],
    ['oauth_nonce', randomBytes(12).toString('hex')],
    ['oauth_signature_method', 'HMAC-SHA1'],
    ['oauth_timestamp', String(Math.floor(Date.now() / 1000))],
    ['oauth_token', credentials.token.key],
    ['oauth_version', '1.0'],
  ];
  const normalized = [...params, ...protocol]
    .map(([k, v]) => [percent(k), percent(v)])
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const signatureBase = [method.toUpperCase(), percent(baseUrl), percent(normalized)].join('&');
  const key = `${percent(credentials.consumer.secret)}&${percent(forge ? 'forged' : credentials.token.secret)}`;
  const signature = createHmac('sha1', key).update(signatureBase).digest('base64');
  return `OAuth ${[...protocol, ['oauth_signature', signature]].map(([k, v]) => `${k}="${percent(v)}"`).join(', ')}`;
}

// ---------------------------------------------------------------- sending and judging

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * Sends the request as built (node:http rather than fetch, which refuses a
 * body on GET); an open activity stream is answered by its headers.
 */
export function send(request: FuzzRequest, timeoutMs = 15_000): Promise<FuzzResponse> {
  return new Promise((resolve, reject) => {
    const url = new URL(request.url);
    const body = request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body);
    const req = httpRequest(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: `${url.pathname}${url.search}`,
        headers: { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        timeout: timeoutMs,
      },
      (res) => {
        const contentType = res.headers['content-type'] ?? '';
        if (contentType.startsWith('text/event-stream') || (res.statusCode === 200 && url.pathname === '/2/activity/stream')) {
          res.destroy();
          resolve({ status: res.statusCode ?? 0, contentType, text: '' });
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Why the answer breaks the property, or undefined when it holds. */
export function judge(request: FuzzRequest, response: FuzzResponse): string | undefined {
  const { status, contentType, text } = response;
  if (status >= 500) return `answered ${status}`;
  if (/\bat [\w.<>]+ \(|node_modules|QueryFailedError|TypeError|RangeError|SyntaxError: |\bSELECT\b.*\bFROM\b/.test(text)) {
    return 'the body shows internals';
  }
  if (status < 400) return undefined;
  if (!/json/.test(contentType)) return `error answered as ${contentType || 'no content type'}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'error body is not JSON';
  }
  const path = new URL(request.url).pathname;
  const b = body as { errors?: unknown; request?: { params?: unknown }; type?: unknown; title?: unknown; status?: unknown };
  if (/^\/(12|11|5)(\/|$)/.test(path)) {
    const entries = Array.isArray(b.errors) ? (b.errors as Array<{ code?: unknown; message?: unknown }>) : [];
    if (entries.length === 0 || !entries.every((e) => typeof e.code === 'string' && /^[A-Z_]+$/.test(e.code) && typeof e.message === 'string')) {
      return 'ads error without errors[{code, message}]';
    }
    if (!b.request || typeof b.request.params !== 'object' || b.request.params === null) return 'ads error without request.params';
    return undefined;
  }
  // the platform's rate-limit pages show a 429 in the v1.1 shape (code 88), on /2 too
  if (/^\/(oauth|oauth2|1\.1)(\/|$)/.test(path) || (status === 429 && /^\/2\//.test(path))) {
    const entries = Array.isArray(b.errors) ? (b.errors as Array<{ code?: unknown; message?: unknown }>) : [];
    if (entries.length === 0 || !entries.every((e) => typeof e.code === 'number' && typeof e.message === 'string')) {
      return 'OAuth error without errors[{code: number, message}]';
    }
    return undefined;
  }
  // the OAuth 2.0 user-context token endpoints answer their own errors as RFC 6749 §5.2 says
  if (/^\/2\/oauth2\/(token|revoke)$/.test(path) && contentType.startsWith('application/json')) {
    const e = body as { error?: unknown; error_description?: unknown };
    return typeof e.error === 'string' && typeof e.error_description === 'string' ? undefined : 'OAuth 2.0 error without error and error_description';
  }
  if (!contentType.startsWith('application/problem+json')) return `platform error answered as ${contentType}`;
  if (typeof b.type !== 'string' || typeof b.title !== 'string' || b.status !== status) return 'problem without type, title and status';
  return undefined;
}

export interface FuzzRun {
  requests: number;
  failures: Array<{ at: number; request: string; answer: string; reason: string }>;
}

/**
 * Sends `runs` requests drawn from `seed` (the same seed draws the same
 * requests) and collects every answer that breaks the property, with the
 * request that got it; a run goes to the end rather than stopping at the first.
 */
export async function fuzz(
  operations: Operation[],
  base: string,
  credentials: Credentials,
  options: { runs: number; seed: number; onProgress?: (done: number) => void },
): Promise<FuzzRun> {
  const run: FuzzRun = { requests: 0, failures: [] };
  const arbitrary = requestArbitrary(operations, base, credentials);
  for (const request of lazily(arbitrary, options.runs, options.seed)) {
    run.requests += 1;
    let response: FuzzResponse;
    try {
      response = await send(request);
    } catch (error) {
      response = { status: 599, contentType: '', text: `no answer: ${(error as Error).message}` };
    }
    const reason = judge(request, response);
    if (reason) {
      run.failures.push({ at: run.requests, request: request.describe, answer: `${response.status} ${response.contentType} ${response.text.slice(0, 400)}`, reason });
    }
    if (options.onProgress && run.requests % 1000 === 0) options.onProgress(run.requests);
  }
  return run;
}

/** The requests of a run, drawn a thousand at a time (chunk k from seed + k), not all held at once. */
function* lazily<T>(arbitrary: fc.Arbitrary<T>, runs: number, seed: number): Generator<T> {
  for (let chunk = 0; chunk * 1000 < runs; chunk += 1) {
    yield* fc.sample(arbitrary, { numRuns: Math.min(1000, runs - chunk * 1000), seed: (seed + chunk) | 0 });
  }
}
