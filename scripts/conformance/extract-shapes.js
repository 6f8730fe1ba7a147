#!/usr/bin/env node
/**
 * Extracts the shapes of the reference pages' example responses into
 * test/conformance/fixtures/docs-shapes.json: for each endpoint, its method
 * and path as aviary serves them, and the members, nesting, JSON types and
 * enumerated values of its example answer (or, for the platform API, of its
 * OpenAPI response schema; for an analytics answer, its request echo as
 * `echo`). Identifiers are written with the neutral word
 * where the pages have the brand word (the spec's naming rule).
 *
 *   node scripts/conformance/extract-shapes.js [reference docs folder] [python ads SDK folder]
 *
 * Defaults: ../shared/reference/docs and ../shared/clients/twitter-python-ads-sdk,
 * relative to the project's root. Only facts are kept, never the pages' text.
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const docs = path.resolve(process.argv[2] ?? path.join(root, '..', 'shared', 'reference', 'docs'));
const sdk = path.resolve(process.argv[3] ?? path.join(root, '..', 'shared', 'clients', 'twitter-python-ads-sdk'));
const out = path.join(root, 'test', 'conformance', 'fixtures', 'docs-shapes.json');

/**
 * The naming rule: `tweet` → `post`, `twitter` → `platform`, in any case
 * (`PROMOTED_TWEETS`, `tweeted`, `ALL_ON_TWITTER`). The spec keeps the v1.1
 * post's `retweet_count` and `retweeted` as they are: `retweet` is left alone.
 */
function neutral(name) {
  return name
    .replace(/twitter/g, 'platform')
    .replace(/Twitter/g, 'Platform')
    .replace(/TWITTER/g, 'PLATFORM')
    .replace(/(re)?tweet/gi, (word, re) => (re ? word : word === 'tweet' ? 'post' : word === 'Tweet' ? 'Post' : word === 'TWEET' ? 'POST' : word));
}

const ENUM_LIKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{3,}$/;

/** The shape of one JSON value: `{ t, m?, of?, enum? }`; members are required unless `opt`. */
function shapeOf(value) {
  if (value === null) return { t: 'null' };
  if (Array.isArray(value)) {
    let of = null;
    for (const item of value) of = of ? merge(of, shapeOf(item)) : shapeOf(item);
    return of ? { t: 'array', of } : { t: 'array' };
  }
  if (typeof value === 'object') {
    const m = {};
    for (const [key, member] of Object.entries(value)) m[neutral(key)] = shapeOf(member);
    return { t: 'object', m };
  }
  if (typeof value === 'string') return ENUM_LIKE.test(value) ? { t: 'string', enum: [neutral(value)] } : { t: 'string' };
  return { t: typeof value };
}

/** Two shapes of the same place (elements of one array): a member missing from one is optional. */
function merge(a, b) {
  if (a.t === 'null') return b.t === 'null' ? a : { ...b };
  if (b.t === 'null') return a;
  if (a.t !== b.t) return { t: 'any' };
  if (a.t === 'object') {
    const m = {};
    for (const key of new Set([...Object.keys(a.m), ...Object.keys(b.m)])) {
      if (a.m[key] && b.m[key]) m[key] = { ...merge(a.m[key], b.m[key]), ...(a.m[key].opt || b.m[key].opt ? { opt: true } : {}) };
      else m[key] = { ...(a.m[key] ?? b.m[key]), opt: true };
    }
    return { t: 'object', m };
  }
  if (a.t === 'array') {
    if (!a.of || !b.of) return a.of ? a : b;
    return { t: 'array', of: merge(a.of, b.of) };
  }
  if (a.t === 'string' && (a.enum || b.enum)) {
    if (!a.enum || !b.enum) return { t: 'string' };
    return { t: 'string', enum: [...new Set([...a.enum, ...b.enum])].sort() };
  }
  return a;
}

/** Examples are JSON with the odd liberty: comments, trailing commas, elisions. */
function parseLenient(text) {
  try {
    return JSON.parse(text);
  } catch {
    const cleaned = text
      // a string value holding unescaped quotes (HTML in `source`)
      .replace(/^(\s*"[^"]+":\s*")(.*)("\s*,?\s*)$/gm, (line, head, inner, tail) => (/[^\\]"/.test(inner) ? `${head}${inner.replace(/(^|[^\\])"/g, '$1\\"')}${tail}` : line))
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/\.\.\.,?/g, '')
      .replace(/,(\s*[}\]])/g, '$1');
    try {
      return JSON.parse(cleaned);
    } catch {
      // a slip in the request echo: the answer's own members from `"data"` on
      const at = cleaned.indexOf('"data"');
      if (at < 0) return undefined;
      try {
        return JSON.parse(`{${cleaned.slice(at)}`);
      } catch {
        return undefined;
      }
    }
  }
}

const SUB_HEADINGS = /^#{3,4} (Resource URL|Parameters|Example Request|Example Response|Components|Batch Requests)/;

/** `accounts/:account\_id/tweets` → `/12/accounts/:account_id/posts`. */
function adsPath(url) {
  const p = url.replace(/\\_/g, '_').replace(/^https:\/\/ads-api(-sandbox)?\.(x|twitter)\.com/, '').split('?')[0];
  // a resource URL without its version (the reach pages) is of the version the pages describe
  return neutral(/^\/\d+\//.test(p) ? p : `/12${p}`).replace(/\/+$/, '');
}

/**
 * The pages with an API reference: each area's `reference.mdx`, and the pages
 * that hold their reference themselves (analytics: "API Reference" ends the page).
 */
const REFERENCE_PAGES = ['analytics.mdx'];

function adsEndpoints() {
  const endpoints = [];
  const folder = path.join(docs, 'x-ads-api');
  const files = [
    ...fs.readdirSync(folder).sort().map((area) => path.join(folder, area, 'reference.mdx')),
    ...REFERENCE_PAGES.map((page) => path.join(folder, page)),
  ];
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    const source = path.relative(docs, file);
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const sections = [];
    let current;
    for (const line of lines) {
      if (/^#{3,4} /.test(line) && !SUB_HEADINGS.test(line)) {
        current = { heading: line, lines: [] };
        sections.push(current);
      } else if (current) current.lines.push(line);
    }
    for (const section of sections) {
      const body = section.lines.join('\n');
      const resource = /`https:\/\/ads-api[^`\s]*`/.exec(body);
      const request = /`(GET|POST|PUT|DELETE) (https:\/\/ads-api[^`]*)`/.exec(body);
      const headingMethod = /^#{3,4} (GET|POST|PUT|DELETE) /.exec(section.heading);
      const method = headingMethod?.[1] ?? request?.[1];
      if (!resource || !method) continue;
      const responseAt = body.search(/Example Response/);
      if (responseAt < 0) continue;
      const block = /```json[^\n]*\n([\s\S]*?)\n\s*```/.exec(body.slice(responseAt));
      if (!block) continue;
      const example = parseLenient(block[1]);
      if (example === undefined || typeof example !== 'object' || example === null) {
        process.stderr.write(`unreadable example: ${method} ${resource[0]} (${source})\n`);
        continue;
      }
      const query = request ? [...new URL(request[2].replace(/\\_/g, '_').replace(/ /g, '%20')).searchParams.keys()].map(neutral) : [];
      endpoints.push({
        method,
        path: adsPath(resource[0].slice(1, -1)),
        source,
        kind: 'example',
        example_query: [...new Set(query)],
        shape: answerShape(example),
        ...echoOf(example),
      });
    }
  }
  return endpoints;
}

/** The answer's own members: the request echo depends on the request, so it is left out. */
function answerShape(example) {
  const shape = shapeOf(example);
  if (shape.t === 'object') delete shape.m.request;
  return shape;
}

/**
 * The echo of an analytics answer (`data_type` `stats`): it names every
 * parameter the endpoint takes, null where not given, so its members are the
 * endpoint's, not the request's: kept as `echo`, compared apart.
 */
function echoOf(example) {
  return example && example.data_type === 'stats' && example.request && typeof example.request === 'object' ? { echo: shapeOf(example.request) } : {};
}

/** The platform API: the response schema of each `/2` operation, members required as the schema says. */
function platformEndpoints() {
  const file = path.join(docs, 'openapi.json');
  if (!fs.existsSync(file)) return [];
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  const resolve = (schema) => {
    let s = schema;
    for (let i = 0; s && s.$ref && i < 20; i += 1) s = doc.components.schemas[s.$ref.split('/').pop()];
    return s ?? {};
  };
  const schemaShape = (schema, depth) => {
    const s = resolve(schema);
    if (depth > 4) return { t: 'any' };
    const alternatives = s.allOf ?? s.oneOf ?? s.anyOf;
    if (alternatives) {
      if (s.allOf) {
        const parts = s.allOf.map((part) => schemaShape(part, depth + 1));
        if (parts.every((part) => part.t === 'object')) {
          const m = {};
          for (const part of parts) Object.assign(m, part.m);
          return { t: 'object', m, ...(parts.some((part) => part.open) ? { open: true } : {}) };
        }
      }
      return { t: 'any' };
    }
    const type = s.type ?? (s.properties ? 'object' : undefined);
    if (type === 'object') {
      const m = {};
      const required = new Set(s.required ?? []);
      for (const [key, member] of Object.entries(s.properties ?? {})) {
        m[neutral(key)] = { ...schemaShape(member, depth + 1), ...(required.has(key) ? {} : { opt: true }) };
      }
      return { t: 'object', m, ...(!s.properties || s.additionalProperties ? { open: true } : {}) };
    }
    if (type === 'array') return { t: 'array', of: schemaShape(s.items ?? {}, depth + 1) };
    if (type === 'integer' || type === 'number') return { t: 'number' };
    // a schema's enum lists every value: `all`
    if (type === 'string') return s.enum ? { t: 'string', enum: s.enum.map(neutral), all: true } : { t: 'string' };
    if (type === 'boolean') return { t: 'boolean' };
    return { t: 'any' };
  };
  const endpoints = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    if (!p.startsWith('/2/')) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== 'object' || !op.responses) continue;
      const ok = op.responses['200'] ?? op.responses['201'];
      const schema = ok?.content?.['application/json']?.schema;
      if (!schema) continue;
      const shape = schemaShape(schema, 0);
      // failures travel in their own format: the success answer's `errors` is left out
      // and `includes` answers expansions, which the suite does not ask for
      if (shape.t === 'object') {
        delete shape.m.errors;
        delete shape.m.includes;
      }
      endpoints.push({
        method: method.toUpperCase(),
        path: neutral(p.replace(/\{([^}]+)\}/g, ':$1')),
        source: 'openapi.json',
        kind: 'schema',
        shape,
      });
    }
  }
  return endpoints;
}

/**
 * Endpoints whose recorded SDK answer is kept beside the reference's example:
 * an analytics answer's members follow the request (entity, metric groups), and
 * the two answer different requests (the sync stats: one line item on the page,
 * two campaigns in the SDK's test), so each says something the other does not.
 */
const SDK_BESIDE_REFERENCE = new Set(['GET /12/stats/accounts/:account_id', 'GET /12/stats/accounts/:account_id/active_entities']);

/**
 * Endpoints the reference shows only as twurl examples without a resource URL
 * (the stats jobs): named here so the SDK's recorded answers for them count.
 */
const WITHOUT_RESOURCE_URL = [
  { method: 'POST', path: '/12/stats/jobs/accounts/:account_id' },
  { method: 'GET', path: '/12/stats/jobs/accounts/:account_id' },
];

/** The python SDK's recorded answers, named by the path its tests register them for. */
function sdkEndpoints(templates, referenced) {
  const tests = path.join(sdk, 'tests');
  if (!fs.existsSync(tests)) return [];
  const endpoints = [];
  const seen = new Set();
  for (const file of fs.readdirSync(tests).filter((name) => name.endsWith('.py')).sort()) {
    const text = fs.readFileSync(path.join(tests, file), 'utf8');
    const pattern = /responses\.add\(\s*responses\.(GET|POST|PUT|DELETE)\s*,\s*with_resource\(\s*'\/'\s*\+\s*API_VERSION\s*\+\s*'([^'?]+)[^']*'\s*\)\s*,\s*body\s*=\s*with_fixture\(\s*'([^']+)'\s*\)/g;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const [, method, resource, fixture] = match;
      const key = `${method} ${resource} ${fixture}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const fixtureFile = path.join(tests, 'fixtures', `${fixture}.json`);
      if (!fs.existsSync(fixtureFile)) continue;
      const example = parseLenient(fs.readFileSync(fixtureFile, 'utf8'));
      if (!example || typeof example !== 'object') continue;
      // recorded with ids filled in: the reference's path whose other segments match
      const p = templateOf(`/12${neutral(resource)}`, method, templates);
      if (!p) continue;
      // recorded against older versions: used only where the reference pages show no example
      if (!SDK_BESIDE_REFERENCE.has(`${method} ${p}`) && referenced.some((template) => template.method === method && template.path === p)) continue;
      endpoints.push({ method, path: p, source: `python-ads-sdk:tests/fixtures/${fixture}.json`, kind: 'example', shape: answerShape(example), ...echoOf(example) });
    }
  }
  return endpoints;
}

/** `/12/accounts/2iqph/campaigns/2wap7` → `/12/accounts/:account_id/campaigns/:campaign_id`. */
function templateOf(concrete, method, templates) {
  const segments = concrete.split('/');
  for (const template of templates) {
    if (template.method !== method) continue;
    const parts = template.path.split('/');
    if (parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i])) return template.path;
  }
  return undefined;
}

const ads = adsEndpoints();
const endpoints = [...ads, ...platformEndpoints(), ...sdkEndpoints([...ads, ...WITHOUT_RESOURCE_URL], ads)];
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify({ note: 'Extracted shapes only; re-extract with scripts/conformance/extract-shapes.js', endpoints }, null, 1)}\n`);
process.stdout.write(`${endpoints.length} endpoints written to ${path.relative(root, out)}\n`);
