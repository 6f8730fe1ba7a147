import { startTestApp, type TestApp } from '../../support/app';

/**
 * Every route the application serves either declares itself public or
 * refuses a request without credentials (never 2xx, never 5xx). A route added
 * without an authentication declaration fails here.
 */
const PUBLIC = [
  'GET /health',
  'GET /health/ready',
  'GET /metrics',
  'GET /oauth/authorize',
  'GET /oauth/authenticate',
  'POST /oauth/authorize',
  // the console's page and sign-out: its data comes from the admin API, which refuses them
  'GET /console',
  'GET /console/*path',
  'DELETE /console/session',
  // OAuth discovery for MCP clients (the MCP endpoint itself answers 401 without a user token)
  'GET /.well-known/oauth-protected-resource/mcp',
  'GET /.well-known/oauth-protected-resource',
  'GET /.well-known/oauth-authorization-server',
];

describe('every route is authenticated', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses requests without credentials on every non-public route', async () => {
    const express = t.app.getHttpAdapter().getInstance() as unknown as {
      router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
    };
    const routes = express.router.stack
      .filter((layer) => layer.route && !String(layer.route.path).includes('{*'))
      .flatMap((layer) =>
        Object.keys(layer.route!.methods).map((method) => ({ method: method.toUpperCase(), path: String(layer.route!.path) })),
      )
      .filter(({ path }) => !/^\/(docs|openapi)/.test(path));
    expect(routes.length).toBeGreaterThan(15);
    const checked: string[] = [];
    const answeredWithoutCredentials: string[] = [];
    for (const { method, path } of routes) {
      const key = `${method} ${path}`;
      if (PUBLIC.includes(key)) continue;
      const url = path.replace(/:[a-z_]+/g, '1');
      const res = await t.api()[method.toLowerCase() as 'get'](url).send({});
      checked.push(key);
      if (![400, 401, 403, 404].includes(res.status)) answeredWithoutCredentials.push(`${key} -> ${res.status}`);
    }
    expect(answeredWithoutCredentials).toEqual([]);
    expect(checked).toEqual(expect.arrayContaining(['POST /admin/apps', 'GET /2/webhooks', 'POST /oauth/request_token']));
  });
});
