// Ad accounts: the entity tree with each entity's JSON, the history timeline, and the delivery metrics.
import { html, useEffect, useRef, useState } from './htm-preact.js';
import { Action, api, Badge, Form, Json, Loaded, navigate, time, useLoad } from './core.js';

const label = (entity) => entity.replace(/^.*\./, '').replace(/([a-z])([A-Z])/g, '$1 $2');
const nameOf = (e) => e.name || e.text || e.targeting_value || e.post_id || e.tracking_tag_url || e.id;

export function AccountsPage() {
  const accounts = useLoad(() => api('GET', '/admin/ad_accounts?count=500'), []);
  return html`<h1>Ad accounts</h1>
    <section class="card"><${Loaded} state=${accounts}>${({ data }) => html`
      <table id="accounts"><thead><tr><th>Name</th><th>Id</th><th class="optional">Time zone</th><th class="optional">Users</th><th>Status</th></tr></thead><tbody>
        ${data.map((a) => html`<tr><td><a href="/console/accounts/${a.id}">${a.name}</a></td><td><code>${a.id}</code></td><td class="optional">${a.timezone}</td>
          <td class="optional">${a.user_ids.map((u) => html`<a href="/console/users/${u}">${u}</a> `)}</td><td><${Badge} text=${a.approval_status ?? ''} /></td></tr>`)}
      </tbody></table>`}<//></section>`;
}

/** The account's entities as a tree: funding instruments, their campaigns, their line items, and what hangs off each. */
function treeOf(kinds) {
  const all = kinds.flatMap((k) => k.data.map((e) => ({ kind: k.entity, e })));
  const under = (key, id) => all.filter((n) => n.e[key] === id);
  const placed = new Set();
  const node = (n, depth) => {
    placed.add(n);
    const children =
      n.kind.endsWith('.FundingInstrument') ? under('funding_instrument_id', n.e.id).filter((c) => c.kind.endsWith('.Campaign'))
        : n.kind.endsWith('.Campaign') ? under('campaign_id', n.e.id).filter((c) => c.kind.endsWith('.LineItem'))
          : n.kind.endsWith('.LineItem') ? under('line_item_id', n.e.id)
            : [];
    return { ...n, depth, children: children.map((c) => node(c, depth + 1)) };
  };
  const roots = all.filter((n) => n.kind.endsWith('.FundingInstrument')).map((n) => node(n, 0));
  const rest = all.filter((n) => !placed.has(n) && !n.kind.endsWith('.Account'));
  return { roots, rest };
}

function TreeNode({ account, n }) {
  const href = `/console/accounts/${account}/entities/${n.kind}/${n.e.id}`;
  return html`<li>
    <span class="kind">${label(n.kind)}</span><a href=${href}>${nameOf(n.e)}</a> <code class="muted">${n.e.id}</code>
    ${n.e.entity_status && html` <${Badge} text=${n.e.entity_status} />`}${n.e.deleted && html` <${Badge} text="deleted" />`}
    ${(n.kind.endsWith('.Campaign') || n.kind.endsWith('.LineItem')) && html` · <a href="/console/accounts/${account}/metrics/${n.kind.endsWith('.Campaign') ? 'campaign' : 'line_item'}/${n.e.id}">metrics</a>`}
    ${n.children.length > 0 && html`<ul class="tree">${n.children.map((c) => html`<${TreeNode} account=${account} n=${c} />`)}</ul>`}
  </li>`;
}

export function AccountPage({ id }) {
  const entities = useLoad(() => api('GET', `/admin/ad_accounts/${encodeURIComponent(id)}/entities`), [id]);
  return html`<${Loaded} state=${entities}>${({ data }) => {
    const account = data.find((k) => k.entity.endsWith('.Account'))?.data[0];
    const { roots, rest } = treeOf(data);
    return html`<h1>${account?.name ?? 'Account'} <code class="muted">${id}</code></h1>
      <p><a href="/console/accounts/${id}/history">History timeline</a></p>
      <section class="card"><h2>Entities</h2>
        <ul class="tree root" id="entity-tree">${roots.map((n) => html`<${TreeNode} account=${id} n=${n} />`)}</ul>
        ${rest.length > 0 && html`<h2>Other entities</h2><ul class="tree root">${rest.map((n) => html`<${TreeNode} account=${id} n=${{ ...n, children: [] }} />`)}</ul>`}
      </section>
      ${account && html`<section class="card"><h2>Account</h2><${Json} value=${account} /></section>`}`;
  }}<//>`;
}

export function EntityPage({ account, kind, id }) {
  const entities = useLoad(() => api('GET', `/admin/ad_accounts/${encodeURIComponent(account)}/entities`), [account]);
  const history = useLoad(() => api('GET', `/admin/ad_accounts/${encodeURIComponent(account)}/history?entity_id=${encodeURIComponent(id)}`), [account, id]);
  return html`<${Loaded} state=${entities}>${({ data }) => {
    const entity = data.find((k) => k.entity === kind)?.data.find((e) => e.id === id);
    if (!entity) return html`<p class="error">No ${label(kind)} ${id} in this account.</p>`;
    return html`<p><a href="/console/accounts/${account}">← account ${account}</a></p>
      <h1>${label(kind)} ${nameOf(entity)}</h1>
      <div class="grid"><section class="card"><h2>Now</h2><${Json} value=${entity} /></section>
      <section class="card"><h2>History</h2><${Loaded} state=${history}>${(h) => html`<${Timeline} entries=${h.data} />`}<//></section></div>`;
  }}<//>`;
}

function Change({ field, change }) {
  const show = (v) => (v === null || v === undefined ? '∅' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  return html`<div class="change"><code>${field}</code>: <del>${show(change.old)}</del> → <ins>${show(change.new)}</ins></div>`;
}

export function Timeline({ entries, account }) {
  if (entries.length === 0) return html`<p class="muted">No changes.</p>`;
  return html`<ol class="timeline" id="timeline">${entries.map((e) => html`<li>
    <div class="when">${time(e.change_time)} · by user <a href="/console/users/${e.change_by?.user_id}">${e.change_by?.user_id ?? '?'}</a> (${e.change_by?.platform ?? ''})</div>
    <div><strong>${e.change_type}</strong> ${e.entity} ${account ? html`<code>${e.entity_id}</code>` : ''}</div>
    ${Object.entries(e.changes ?? {}).map(([field, change]) => html`<${Change} field=${field} change=${change} />`)}
  </li>`)}</ol>`;
}

export function AccountHistoryPage({ id }) {
  const params = new URLSearchParams(location.search);
  const query = new URLSearchParams();
  for (const key of ['entity_type', 'start_time', 'end_time']) if (params.get(key)) query.set(key, params.get(key));
  const history = useLoad(() => api('GET', `/admin/ad_accounts/${encodeURIComponent(id)}/history?${query}`), [id, query.toString()]);
  const filter = (f) => {
    const next = new URLSearchParams();
    if (f.entity_type) next.set('entity_type', f.entity_type);
    if (f.start_time) next.set('start_time', new Date(f.start_time).toISOString());
    if (f.end_time) next.set('end_time', new Date(f.end_time).toISOString());
    navigate(`/console/accounts/${id}/history?${next}`);
  };
  return html`<p><a href="/console/accounts/${id}">← account ${id}</a></p><h1>History of ${id}</h1>
    <section class="card"><${Form} id="history-filter" label="Filter" submit=${filter}>
      <label>Entity type <select name="entity_type">${['', 'CAMPAIGN', 'LINE_ITEM', 'FUNDING_INSTRUMENT', 'PROMOTED_TWEET', 'TARGETING_CRITERION', 'MEDIA_CREATIVE', 'ACCOUNT'].map((t) => html`<option value=${t} selected=${params.get('entity_type') === t}>${t || 'any'}</option>`)}</select></label>
      <label>From <input name="start_time" type="datetime-local" /></label>
      <label>To <input name="end_time" type="datetime-local" /></label>
    <//></section>
    <section class="card"><${Loaded} state=${history}>${(h) => html`<${Timeline} entries=${h.data} account=${id} />`}<//></section>`;
}

/** Impressions, engagements and spend per hour or day from the analytics, the budget as a line, and the clock's fast-forward. */
export function MetricsPage({ account, level, id }) {
  const params = new URLSearchParams(location.search);
  const [granularity, setGranularity] = useState(params.get('granularity') === 'DAY' ? 'DAY' : 'HOUR');
  const [round, setRound] = useState(0);
  const entities = useLoad(() => api('GET', `/admin/ad_accounts/${encodeURIComponent(account)}/entities`), [account, round]);
  const stats = useLoad(async () => {
    const clock = (await api('GET', `/admin/ad_accounts/${encodeURIComponent(account)}/clock`)).data;
    // up to the last hour delivered (the hour under way has delivered nothing yet)
    const hour = 3_600_000;
    const endHour = clock.delivered_through ? Date.parse(clock.delivered_through) + hour : Math.floor(Date.parse(clock.now) / hour) * hour;
    const days = granularity === 'DAY' ? 30 : 3;
    const day = (t) => new Date(t).toISOString().slice(0, 10);
    const range = granularity === 'DAY'
      ? { start_time: day(endHour - days * 86_400_000), end_time: day(endHour + 86_400_000) }
      : { start_time: new Date(endHour - days * 86_400_000).toISOString(), end_time: new Date(endHour).toISOString() };
    const q = new URLSearchParams({ entity: level.toUpperCase(), entity_ids: id, granularity, metric_groups: 'ENGAGEMENT,BILLING', placement: 'ALL_ON_PLATFORM', ...range });
    return { clock, range, report: await api('GET', `/admin/ad_accounts/${encodeURIComponent(account)}/stats?${q}`) };
  }, [account, id, granularity, round]);
  return html`<p><a href="/console/accounts/${account}">← account ${account}</a></p>
    <h1>Metrics of ${level.replace('_', ' ')} <code>${id}</code></h1>
    <section class="card"><form class="inline" onSubmit=${(e) => e.preventDefault()}>
      <label>Per <select id="granularity" value=${granularity} onChange=${(e) => setGranularity(e.target.value)}><option value="HOUR">hour (3 days)</option><option value="DAY">day (30 days)</option></select></label>
      <${Action} id="fast-forward" label="Fast-forward 24 hours" run=${async () => { await api('POST', `/admin/ad_accounts/${account}/clock`, { advance_hours: 24 }); setRound((r) => r + 1); }} />
      <${Action} kind="secondary" label="Fast-forward 1 hour" run=${async () => { await api('POST', `/admin/ad_accounts/${account}/clock`, { advance_hours: 1 }); setRound((r) => r + 1); }} />
    </form>
    <${Loaded} state=${stats}>${(s) => html`<p class="muted" id="clock">Simulated now: ${time(s.clock.now)} · delivered through ${time(s.clock.delivered_through) || 'nothing yet'}</p>`}<//>
    </section>
    <${Loaded} state=${stats}>${(s) => html`<${Loaded} state=${entities}>${({ data }) => {
      const entity = data.flatMap((k) => k.data).find((e) => e.id === id) ?? {};
      const campaign = level === 'line_item' ? data.flatMap((k) => k.data).find((e) => e.id === entity.campaign_id) : entity;
      return html`<${Charts} report=${s.report} granularity=${granularity} start=${s.range.start_time} entity=${entity} campaign=${campaign} />`;
    }}<//>`}<//>`;
}

function Charts({ report, granularity, start, entity, campaign }) {
  const metrics = report.data[0]?.id_data[0]?.metrics ?? {};
  const n = report.time_series_length;
  const step = granularity === 'DAY' ? 86_400 : 3_600;
  const t0 = Date.parse(start.length === 10 ? `${start}T00:00:00Z` : start) / 1000;
  const xs = Array.from({ length: n }, (_, i) => t0 + i * step);
  const series = (name) => Array.from({ length: n }, (_, i) => metrics[name]?.[i] ?? 0);
  const daily = entity.daily_budget_amount_local_micro ?? campaign?.daily_budget_amount_local_micro;
  const budget = daily ? (granularity === 'DAY' ? daily : daily / 24) / 1e6 : null;
  const spend = series('billed_charge_local_micro').map((v) => v / 1e6);
  const total = spend.reduce((a, b) => a + b, 0);
  return html`<section class="card"><h2>Impressions and engagements</h2>
      <${Chart} id="chart-volume" xs=${xs} lines=${[{ label: 'Impressions', values: series('impressions'), stroke: '#1d6fd8' }, { label: 'Engagements', values: series('engagements'), stroke: '#b35c00' }]} />
    </section>
    <section class="card"><h2>Spend (${entity.currency ?? 'USD'}) · ${total.toFixed(2)} in all</h2>
      <${Chart} id="chart-spend" xs=${xs} lines=${[{ label: 'Spend', values: spend, stroke: '#1a7f37' }, ...(budget === null ? [] : [{ label: granularity === 'DAY' ? 'Daily budget' : 'Daily budget / 24', values: xs.map(() => budget), stroke: '#c0262d', dash: [6, 4] }])]} />
      ${budget === null && html`<p class="muted">No daily budget to draw.</p>`}
    </section>`;
}

function Chart({ id, xs, lines }) {
  const el = useRef(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let plot;
    let live = true;
    // loaded with the first chart: a page without one never needs it
    import('./uplot.js').then(({ default: uPlot }) => {
      if (!live) return;
      const width = Math.max(280, el.current.clientWidth || 600);
      plot = new uPlot(
        { width, height: 240, series: [{}, ...lines.map((l) => ({ label: l.label, stroke: l.stroke, width: 2, dash: l.dash }))], axes: [{}, { size: 60 }] },
        [xs, ...lines.map((l) => l.values)],
        el.current,
      );
    }, (e) => setError(e.message));
    return () => { live = false; plot?.destroy(); };
  }, [xs, lines]);
  if (error) return html`<p class="error">The chart could not be drawn: ${error}</p>`;
  return html`<div class="chart" id=${id} ref=${el}></div>`;
}
