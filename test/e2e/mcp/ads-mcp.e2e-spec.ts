import { type OAuthClientProvider, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { admin, startTestApp, type TestApp, userWithPassword } from '../../support/app';
import { formBrowser, hiddenFields } from '../../support/form-browser';
import { OAUTH2_TEST_REDIRECT, oauth2UserToken } from '../../support/oauth2-user';

/** The 23 tools of the Ads MCP reference (`x-ads-api/mcp.mdx`), by group. */
const REFERENCE_TOOLS = {
  'Accounts & Reads': ['list_ads_accounts', 'list_campaigns', 'get_campaign', 'list_line_items', 'list_funding_instruments', 'list_promoted_posts', 'list_targeting_criteria', 'list_account_posts', 'get_active_entities'],
  Analytics: ['get_account_stats', 'get_campaign_reach'],
  'Targeting Search': ['search_targeting_interests', 'search_targeting_locations'],
  Writes: ['create_campaign', 'update_campaign', 'activate_campaign', 'create_line_item', 'update_line_item', 'activate_line_item', 'add_targeting_criterion', 'remove_targeting', 'create_ad_post', 'promote_post'],
};

const HOUR = 3_600_000;
const wholeHour = (time: number) => new Date(Math.floor(time / HOUR) * HOUR).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The Ads MCP at /mcp, driven with the official TypeScript SDK's Streamable
 * HTTP client and user tokens minted by aviary's own OAuth 2.0 flow: the
 * reference's write flow, scopes, account access, and every change in the
 * account history.
 */
describe('Ads MCP server', () => {
  let t: TestApp;
  let base: string;
  let a: ReturnType<typeof admin>;
  let app: { id: string; oauth2_client_id: string; oauth2_client_secret: string };
  let user: { id: string; screen_name: string; password: string };
  let accountId: string;
  let fullToken: string;
  const clients: Client[] = [];

  const newUser = () => userWithPassword(a, 'mcp');

  async function connect(token: string): Promise<Client> {
    const client = new Client({ name: 'aviary-spec', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
    clients.push(client);
    return client;
  }

  /** A tool's answer: its structured content when it succeeded, failing the test otherwise. */
  async function ok(client: Client, name: string, args: Record<string, unknown>): Promise<any> {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    if (result.isError) throw new Error(`${name}: ${JSON.stringify(result.content)}`);
    return result.structuredContent;
  }

  const refused = async (client: Client, name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    expect(result.isError).toBe(true);
    return { text: (result.content as Array<{ text: string }>).map((c) => c.text).join('\n'), body: result.structuredContent as any };
  };

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
    a = admin(t);
    app = (await a.post('/admin/apps', { name: 'Ads agent', callback_urls: [OAUTH2_TEST_REDIRECT] })).body.data;
    user = await newUser();
    accountId = (await a.post('/admin/ad_accounts', { user_id: user.id, name: 'Agent account' })).body.data.id;
    fullToken = await oauth2UserToken(base, app, user, 'ads.read ads.write offline.access');
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await t.close();
  });

  it('lists the 23 tools of the reference, each with an input schema of its endpoint parameters', async () => {
    const { tools } = await (await connect(fullToken)).listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(Object.values(REFERENCE_TOOLS).flat().sort());
    for (const [group, names] of Object.entries(REFERENCE_TOOLS)) {
      for (const name of names) expect(tools.find((tool) => tool.name === name)?._meta).toEqual({ group });
    }
    const create = tools.find((tool) => tool.name === 'create_campaign')!;
    expect(create.inputSchema.required).toEqual(expect.arrayContaining(['account_id', 'funding_instrument_id', 'name']));
    expect(create.inputSchema.properties).toHaveProperty('daily_budget_amount_local_micro');
    // created PAUSED whatever the input: the status is no member of the create tools
    expect(create.inputSchema.properties).not.toHaveProperty('entity_status');
    expect((tools.find((tool) => tool.name === 'update_line_item')!.inputSchema.properties as any).entity_status.enum).toEqual(['PAUSED']);
    expect(tools.find((tool) => tool.name === 'list_campaigns')!.annotations).toMatchObject({ readOnlyHint: true });
  });

  it("runs the reference's write flow: paused campaign and line item targeting the United States, activated, then stats and reach", async () => {
    const mcp = await connect(fullToken);
    const accounts = await ok(mcp, 'list_ads_accounts', {});
    expect(accounts.data.map((account: { id: string }) => account.id)).toEqual([accountId]);
    const instrument = (await ok(mcp, 'list_funding_instruments', { account_id: accountId })).data[0];

    // asked ACTIVE, created PAUSED
    const campaign = (await ok(mcp, 'create_campaign', { account_id: accountId, funding_instrument_id: instrument.id, name: 'Test campaign', daily_budget_amount_local_micro: 10_000_000, entity_status: 'ACTIVE' })).data;
    expect(campaign).toMatchObject({ name: 'Test campaign', daily_budget_amount_local_micro: 10_000_000, entity_status: 'PAUSED' });
    const lineItem = (
      await ok(mcp, 'create_line_item', {
        account_id: accountId,
        campaign_id: campaign.id,
        name: 'Test item',
        objective: 'WEBSITE_CLICKS',
        product_type: 'PROMOTED_POSTS',
        placements: ['ALL_ON_PLATFORM'],
        bid_amount_local_micro: 1_000_000,
        entity_status: 'ACTIVE',
      })
    ).data;
    expect(lineItem).toMatchObject({ campaign_id: campaign.id, objective: 'WEBSITE_CLICKS', bid_amount_local_micro: 1_000_000, entity_status: 'PAUSED' });

    const locations = (await ok(mcp, 'search_targeting_locations', { location_type: 'COUNTRIES', q: 'United States' })).data;
    const us = locations.find((location: { country_code: string }) => location.country_code === 'US');
    expect(us).toBeDefined();
    const criterion = (await ok(mcp, 'add_targeting_criterion', { account_id: accountId, line_item_id: lineItem.id, targeting_type: 'LOCATION', targeting_value: us.targeting_value })).data;
    expect(criterion).toMatchObject({ line_item_id: lineItem.id, targeting_type: 'LOCATION', targeting_value: us.targeting_value });
    expect((await ok(mcp, 'list_targeting_criteria', { account_id: accountId, line_item_ids: [lineItem.id] })).data.map((c: { id: string }) => c.id)).toEqual([criterion.id]);

    const post = (await ok(mcp, 'create_ad_post', { account_id: accountId, text: 'Try it today' })).data;
    const promoted = (await ok(mcp, 'promote_post', { account_id: accountId, line_item_id: lineItem.id, post_ids: [post.id_str] })).data;
    expect(promoted[0]).toMatchObject({ line_item_id: lineItem.id });
    expect((await ok(mcp, 'list_promoted_posts', { account_id: accountId, line_item_ids: [lineItem.id] })).data).toHaveLength(1);
    const posts = (await ok(mcp, 'list_account_posts', { account_id: accountId, post_type: 'PUBLISHED', timeline_type: 'NULLCAST' })).data;
    expect(posts.map((p: { id_str: string }) => p.id_str)).toContain(post.id_str);

    expect((await ok(mcp, 'list_campaigns', { account_id: accountId })).data).toEqual([expect.objectContaining({ id: campaign.id, entity_status: 'PAUSED' })]);
    expect((await ok(mcp, 'list_line_items', { account_id: accountId, campaign_ids: [campaign.id] })).data).toEqual([expect.objectContaining({ id: lineItem.id, entity_status: 'PAUSED' })]);

    // only the activate tools make them ACTIVE
    const pause = await refused(mcp, 'update_campaign', { account_id: accountId, campaign_id: campaign.id, entity_status: 'ACTIVE' });
    expect(pause.text).toContain('INVALID_PARAMETER (entity_status)');
    expect((await ok(mcp, 'update_campaign', { account_id: accountId, campaign_id: campaign.id, name: 'Renamed campaign' })).data).toMatchObject({ name: 'Renamed campaign', entity_status: 'PAUSED' });
    expect((await ok(mcp, 'activate_campaign', { account_id: accountId, campaign_id: campaign.id })).data).toMatchObject({ id: campaign.id, entity_status: 'ACTIVE' });
    expect((await ok(mcp, 'activate_line_item', { account_id: accountId, line_item_id: lineItem.id })).data).toMatchObject({ id: lineItem.id, entity_status: 'ACTIVE' });
    expect((await ok(mcp, 'get_campaign', { account_id: accountId, campaign_id: campaign.id })).data.entity_status).toBe('ACTIVE');

    // the simulated ad server delivers the active line item's promoted post for six hours
    const now = Date.parse((await a.post(`/admin/ad_accounts/${accountId}/clock`, { advance_hours: 6 })).body.data.now);
    const window = { start_time: wholeHour(Date.now() - HOUR), end_time: wholeHour(now) };
    const stats = await ok(mcp, 'get_account_stats', { account_id: accountId, entity: 'CAMPAIGN', entity_ids: [campaign.id], granularity: 'TOTAL', metric_groups: ['ENGAGEMENT', 'BILLING'], placement: 'ALL_ON_PLATFORM', ...window });
    expect(stats.data).toEqual([expect.objectContaining({ id: campaign.id })]);
    expect(stats.data[0].id_data[0].metrics.impressions[0]).toBeGreaterThan(0);
    expect(stats.data[0].id_data[0].metrics.billed_charge_local_micro[0]).toBeGreaterThan(0);
    const reach = await ok(mcp, 'get_campaign_reach', { account_id: accountId, campaign_ids: [campaign.id], ...window });
    expect(reach.data).toEqual([expect.objectContaining({ id: campaign.id, total_audience_reach: expect.any(Number) })]);
    expect(reach.data[0].total_audience_reach).toBeGreaterThan(0);
    const active = await ok(mcp, 'get_active_entities', { account_id: accountId, entity: 'CAMPAIGN', ...window });
    expect(active.data.map((entity: { entity_id: string }) => entity.entity_id)).toEqual([campaign.id]);
    expect((await ok(mcp, 'search_targeting_interests', { q: 'sports' })).data.length).toBeGreaterThan(0);

    await ok(mcp, 'remove_targeting', { account_id: accountId, targeting_criterion_id: criterion.id });
    expect((await ok(mcp, 'list_targeting_criteria', { account_id: accountId, line_item_ids: [lineItem.id] })).data).toEqual([]);

    // every change is in the account history, made by the user through the app (the ads API's own read, with the same token)
    const history = async (entity_type: string, entity_id: string) => {
      const res = await fetch(`${base}/12/accounts/${accountId}/account_history?${new URLSearchParams({ entity_type, entity_id, ...window, end_time: wholeHour(Date.now() + 2 * HOUR) })}`, {
        headers: { authorization: `Bearer ${fullToken}` },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: Array<{ change_type: string; change_by: unknown; changes: Record<string, unknown> }> }).data;
    };
    const campaignHistory = await history('CAMPAIGN', campaign.id);
    expect(campaignHistory.map((entry) => entry.change_type)).toEqual(['CREATE', 'UPDATE', 'UPDATE']);
    for (const entry of campaignHistory) expect(entry.change_by).toEqual({ user_id: user.id, platform: 'API_OTHER' });
    expect((await history('LINE_ITEM', lineItem.id)).map((entry) => entry.change_type)).toEqual(['CREATE', 'UPDATE']);
    expect((await history('TARGETING_CRITERIA', criterion.id)).map((entry) => entry.change_type)).toEqual(['CREATE', 'DELETE']);
    // and each event of the tools' changes names the app and the user (the account and its funding instrument are the operator's)
    const actors = await t.dataSource.query(
      `SELECT DISTINCT metadata->>'appId' AS app, metadata->>'userId' AS user FROM event_store.events
        WHERE account_id = $1 AND (stream_id LIKE 'campaigns.%' OR stream_id LIKE 'posts.%') AND event_type NOT IN ('campaigns.AccountCreated', 'campaigns.FundingInstrumentCreated')`,
      [accountId],
    );
    expect(actors).toEqual([{ app: app.id, user: user.id }]);
  });

  it('answers an invalid parameter as the endpoint does: the same code and parameter, as a tool error', async () => {
    const mcp = await connect(fullToken);
    const instrument = (await ok(mcp, 'list_funding_instruments', { account_id: accountId })).data[0];
    const invalid = await refused(mcp, 'create_campaign', { account_id: accountId, funding_instrument_id: instrument.id, name: 'Bad budget', daily_budget_amount_local_micro: -5 });
    expect(invalid.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'daily_budget_amount_local_micro' });
    expect(invalid.text).toContain('INVALID_PARAMETER (daily_budget_amount_local_micro)');
    const missing = await refused(mcp, 'create_campaign', { account_id: accountId, name: 'No instrument' });
    expect(missing.body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'funding_instrument_id' });
    await expect(mcp.callTool({ name: 'delete_everything', arguments: {} })).rejects.toThrow(/Unknown tool/);
  });

  it("answers hostile arguments to every tool with the endpoint's own errors, never a server error", async () => {
    const mcp = await connect(fullToken);
    const { tools } = await mcp.listTools();
    const hostile = [null, { deep: { deeper: [1, { x: '__proto__' }] } }, 9_007_199_254_740_991, -1, 0.5, '%2F..%00\u{1F600}', 'a'.repeat(5000), ['x', { y: 1 }], true, '../../admin/apps'];
    let calls = 0;
    for (const tool of tools) {
      const members = Object.keys(tool.inputSchema.properties ?? {});
      for (const [i, value] of hostile.entries()) {
        const args: Record<string, unknown> = { not_a_member: 'x' };
        for (const member of members) args[member] = member === 'account_id' && i % 2 === 0 ? accountId : value;
        const result = (await mcp.callTool({ name: tool.name, arguments: args })) as CallToolResult;
        calls++;
        const text = (result.content as Array<{ text: string }>).map((c) => c.text).join('\n');
        expect(text).not.toMatch(/^HTTP 5\d\d|INTERNAL_ERROR/);
        if (result.isError) expect((result.structuredContent as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
      }
    }
    expect(calls).toBe(23 * hostile.length);
    // a member named __proto__ (or constructor, prototype), a number past 2^53 or a lone surrogate is refused at the edge, as on every route
    const res = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fullToken}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_ads_accounts","arguments":{"__proto__":{"polluted":true}}}}',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toContain('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('lets a read-only token (ads.read) read but fails every write tool, naming the missing scope', async () => {
    const reader = await connect(await oauth2UserToken(base, app, user, 'ads.read offline.access'));
    expect((await ok(reader, 'list_campaigns', { account_id: accountId })).data.length).toBeGreaterThan(0);
    const instrument = (await ok(reader, 'list_funding_instruments', { account_id: accountId })).data[0];
    const write = await refused(reader, 'create_campaign', { account_id: accountId, funding_instrument_id: instrument.id, name: 'Read only', daily_budget_amount_local_micro: 1_000_000 });
    expect(write.body.errors[0].code).toBe('READONLY_CLIENT_APPLICATION');
    expect(write.text).toContain('ads.write');
    expect((await refused(reader, 'activate_campaign', { account_id: accountId, campaign_id: 'c0' })).text).toContain('ads.write');
  });

  it("shows another user's token none of the accounts", async () => {
    const stranger = await newUser();
    const other = await connect(await oauth2UserToken(base, app, stranger, 'ads.read ads.write'));
    expect((await ok(other, 'list_ads_accounts', {})).data).toEqual([]);
    const denied = await refused(other, 'list_campaigns', { account_id: accountId });
    expect(denied.body.errors[0]).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', parameter: 'account_id' });
  });

  it('refuses a missing or invalid token with 401 naming the resource metadata, and an app not allowed the Ads MCP with 403', async () => {
    const post = (authorization?: string) =>
      fetch(`${base}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    for (const authorization of [undefined, 'Bearer not-a-token']) {
      const res = await post(authorization);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain(`resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`);
      expect(await res.json()).toMatchObject({ error: 'invalid_token' });
    }
    const listed = await post(`Bearer ${fullToken}`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('content-type')).toContain('text/event-stream');
    expect(await listed.text()).toContain('"list_ads_accounts"');

    const narrowed = (await a.post('/admin/apps', { name: 'No MCP', callback_urls: [OAUTH2_TEST_REDIRECT], betas: ['catalog'] })).body.data;
    const res = await post(`Bearer ${await oauth2UserToken(base, narrowed, user, 'ads.read')}`);
    expect(res.status).toBe(403);
    const noAds = await post(`Bearer ${await oauth2UserToken(base, app, user, 'tweet.read users.read')}`);
    expect(noAds.status).toBe(403);
    expect(noAds.headers.get('www-authenticate')).toContain('error="insufficient_scope", scope="ads.read ads.write"');
  });

  it('publishes the OAuth discovery an MCP client signs in with: protected resource and authorization server metadata', async () => {
    const resource = (await (await fetch(`${base}/.well-known/oauth-protected-resource/mcp`)).json()) as Record<string, unknown>;
    expect(resource).toMatchObject({ resource: `${base}/mcp`, authorization_servers: [base], scopes_supported: ['ads.read', 'ads.write', 'offline.access'] });
    const server = (await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;
    expect(server).toMatchObject({
      issuer: base,
      authorization_endpoint: `${base}/i/oauth2/authorize`,
      token_endpoint: `${base}/2/oauth2/token`,
      code_challenge_methods_supported: ['S256', 'plain'],
    });
    expect(server.scopes_supported).toEqual(expect.arrayContaining(['ads.read', 'ads.write', 'offline.access']));
    // the reference's manual mint, with the endpoints it names: a native (public) app, the plain challenge, the code exchanged by client id
    const native = (await a.post('/admin/apps', { name: 'Native agent', desktop: true, callback_urls: ['http://localhost:8080/callback'] })).body.data;
    const authorize = `${server.authorization_endpoint as string}?${new URLSearchParams({ response_type: 'code', client_id: native.oauth2_client_id, redirect_uri: 'http://localhost:8080/callback', scope: 'ads.read ads.write offline.access', state: 'adsmcp', code_challenge: 'challenge', code_challenge_method: 'plain' })}`;
    const browser = formBrowser(base);
    const page = await browser.get(authorize.slice(base.length));
    expect(page.html).toContain('data-scope="ads.write"');
    const done = await browser.post('/i/oauth2/authorize', { ...hiddenFields(page.html), action: 'allow', screen_name: user.screen_name, password: user.password });
    const code = new URL(done.res.headers.get('location')!).searchParams.get('code')!;
    const exchanged = await fetch(server.token_endpoint as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: native.oauth2_client_id, grant_type: 'authorization_code', code, redirect_uri: 'http://localhost:8080/callback', code_verifier: 'challenge' }).toString(),
    });
    const tokens = (await exchanged.json()) as { access_token: string; refresh_token: string; scope: string };
    expect(tokens).toMatchObject({ scope: 'ads.read ads.write offline.access', refresh_token: expect.any(String) });
    expect((await ok(await connect(tokens.access_token), 'list_ads_accounts', {})).data.map((account: { id: string }) => account.id)).toEqual([accountId]);
  });

  it("signs an SDK client in by itself: from the 401 through discovery, the consent page and the token exchange to the tools", async () => {
    const native = (await a.post('/admin/apps', { name: 'Self-signing agent', desktop: true, callback_urls: ['http://localhost:8080/callback'] })).body.data;
    const provider = new (class implements OAuthClientProvider {
      authorizationUrl?: URL;
      saved?: OAuthTokens;
      verifier = '';
      readonly redirectUrl = 'http://localhost:8080/callback';
      readonly clientMetadata = { redirect_uris: [this.redirectUrl], client_name: 'Self-signing agent', token_endpoint_auth_method: 'none' };
      // the authorize page asks for a state, as the platform's does (`authorization-code.mdx`)
      state = () => 'adsmcp';
      clientInformation = () => ({ client_id: native.oauth2_client_id as string });
      tokens = () => this.saved;
      saveTokens = (tokens: OAuthTokens) => void (this.saved = tokens);
      redirectToAuthorization = (url: URL) => void (this.authorizationUrl = url);
      saveCodeVerifier = (verifier: string) => void (this.verifier = verifier);
      codeVerifier = () => this.verifier;
    })();
    const url = new URL(`${base}/mcp`);
    const first = new StreamableHTTPClientTransport(url, { authProvider: provider });
    await expect(new Client({ name: 'aviary-spec', version: '1.0.0' }).connect(first)).rejects.toThrow(UnauthorizedError);
    // the SDK found the authorize endpoint and the scopes through the metadata, with an S256 challenge
    const authorize = provider.authorizationUrl!;
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${base}/i/oauth2/authorize`);
    expect(authorize.searchParams.get('scope')).toBe('ads.read ads.write offline.access');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('resource')).toBe(`${base}/mcp`);
    const browser = formBrowser(base);
    const page = await browser.get(`${authorize.pathname}${authorize.search}`);
    const done = await browser.post('/i/oauth2/authorize', { ...hiddenFields(page.html), action: 'allow', screen_name: user.screen_name, password: user.password });
    await first.finishAuth(new URL(done.res.headers.get('location')!).searchParams.get('code')!);
    expect(provider.saved).toMatchObject({ token_type: 'bearer', refresh_token: expect.any(String) });
    const client = new Client({ name: 'aviary-spec', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
    clients.push(client);
    expect((await ok(client, 'list_ads_accounts', {})).data.map((account: { id: string }) => account.id)).toEqual([accountId]);
  });

  it('GET and DELETE are not served by the stateless server', async () => {
    const res = await fetch(`${base}/mcp`, { headers: { authorization: `Bearer ${fullToken}`, accept: 'text/event-stream' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
