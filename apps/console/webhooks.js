// Webhooks and deliveries: each webhook's state and last CRC check, its delivery log with every attempt, retry and
// replay; activity subscriptions and a live view of the events one of them matches.
import { html, useEffect, useState } from './htm-preact.js';
import { Action, api, Badge, Form, Json, Loaded, time, useLoad } from './core.js';

export function WebhooksPage() {
  const webhooks = useLoad(() => api('GET', '/admin/webhooks'), []);
  const subscriptions = useLoad(() => api('GET', '/admin/activity/subscriptions'), []);
  return html`<h1>Webhooks</h1>
    <section class="card"><${Loaded} state=${webhooks}>${({ data }) => data.length === 0 ? html`<p class="muted">No webhooks.</p>` : html`
      <table id="webhooks"><thead><tr><th>URL</th><th>Id</th><th>State</th><th class="optional">Last CRC check</th><th class="optional">App</th></tr></thead><tbody>
        ${data.map((w) => html`<tr><td><a href="/console/webhooks/${w.id}">${w.url}</a></td><td><code>${w.id}</code></td><td><${Badge} text=${w.valid ? 'valid' : 'invalid'} /></td>
          <td class="optional">${w.last_crc_check ? `${time(w.last_crc_check.checked_at)} · ${w.last_crc_check.succeeded ? 'answered' : w.last_crc_check.reason ?? 'failed'}${w.last_crc_check.status ? ` (${w.last_crc_check.status}, ${w.last_crc_check.latency_ms} ms)` : ''}` : ''}</td>
          <td class="optional"><a href="/console/apps/${w.app_id}">${w.app_id}</a></td></tr>`)}
      </tbody></table>`}<//></section>
    <h2>Activity subscriptions</h2>
    <section class="card"><${Loaded} state=${subscriptions}>${({ data }) => data.length === 0 ? html`<p class="muted">No subscriptions.</p>` : html`
      <table id="subscriptions"><thead><tr><th>Event type</th><th>Filter</th><th class="optional">Tag</th><th class="optional">Webhook</th><th></th></tr></thead><tbody>
        ${data.map((s) => html`<tr><td>${s.event_type}</td><td><code>${JSON.stringify(s.filter)}</code></td><td class="optional">${s.tag ?? ''}</td>
          <td class="optional">${s.webhook_id ? html`<a href="/console/webhooks/${s.webhook_id}">${s.webhook_id}</a>` : ''}</td>
          <td><a href="/console/subscriptions/${s.subscription_id}">live view</a></td></tr>`)}
      </tbody></table>`}<//></section>`;
}

function Attempt({ a }) {
  return html`<details class="attempt"><summary>Attempt ${a.attempt} · ${time(a.started_at)} · ${a.outcome}${a.response ? ` ${a.response.status}` : ''} · ${a.latency_ms} ms</summary>
    <h3>Request</h3><p><code>${a.request.method} ${a.request.url}</code></p><${Json} value=${a.request.headers} /><pre class="json wrap">${a.request.body}</pre>
    <h3>Answer</h3>${a.response ? html`<${Json} value=${{ status: a.response.status, headers: a.response.headers }} />${a.response.body && html`<pre class="json wrap">${a.response.body}</pre>`}` : html`<p class="error">${a.error}</p>`}
  </details>`;
}

export function WebhookPage({ id }) {
  const webhook = useLoad(async () => (await api('GET', '/admin/webhooks')).data.find((w) => w.id === id), [id]);
  const deliveries = useLoad(() => api('GET', `/admin/webhooks/${encodeURIComponent(id)}/deliveries?count=50`), [id]);
  // a retried delivery is sent by the worker a moment later, and its attempt is logged a moment after that: look again
  // until every delivery has settled and shows all its attempts
  // (for a minute at most: attempts older than the log keeps show as fewer than counted)
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    const unsettled = deliveries.value?.data.some((d) => d.status === 'pending' || d.attempts_log.length < d.attempts);
    if (!unsettled || polls >= 60) return undefined;
    const timer = setTimeout(() => { setPolls((n) => n + 1); deliveries.reload(); }, 1000);
    return () => clearTimeout(timer);
  }, [deliveries.value]);
  const act = () => { setPolls(0); deliveries.reload(); };
  const yyyymmddhhmm = (d) => d.toISOString().replace(/[-:T]/g, '').slice(0, 12);
  return html`<p><a href="/console/webhooks">← webhooks</a></p>
    <${Loaded} state=${webhook}>${(w) => w ? html`<h1>Webhook <code>${w.id}</code></h1>
      <section class="card"><table>
        <tr><th>URL</th><td>${w.url}</td></tr><tr><th>State</th><td><${Badge} text=${w.valid ? 'valid' : 'invalid'} /></td></tr>
        <tr><th>Last CRC check</th><td id="crc">${w.last_crc_check ? html`${time(w.last_crc_check.checked_at)}: ${w.last_crc_check.succeeded ? 'answered' : w.last_crc_check.reason ?? 'failed'} ${w.last_crc_check.status ?? ''} ${w.last_crc_check.latency_ms !== null && w.last_crc_check.latency_ms !== undefined ? `in ${w.last_crc_check.latency_ms} ms` : ''}` : 'none yet'}</td></tr>
        <tr><th>App</th><td><a href="/console/apps/${w.app_id}">${w.app_id}</a></td></tr>
      </table>
      <${Form} id="replay" label="Replay window" submit=${async (f) => { await api('POST', `/admin/webhooks/${id}/replay`, { from_date: yyyymmddhhmm(new Date(f.from)), to_date: yyyymmddhhmm(new Date(f.to)) }); act(); }}>
        <label>From <input name="from" type="datetime-local" required /></label><label>To <input name="to" type="datetime-local" required /></label>
      <//></section>` : html`<p class="error">No webhook ${id}.</p>`}<//>
    <h2>Deliveries</h2>
    <section class="card"><${Loaded} state=${deliveries}>${({ data }) => data.length === 0 ? html`<p class="muted">Nothing delivered yet.</p>` : html`
      <ol class="timeline" id="deliveries">${data.map((d) => html`<li data-delivery=${d.id}>
        <div class="when">${time(d.created_at)} · ${d.attempts} attempt${d.attempts === 1 ? '' : 's'}${d.replay_job_id ? ' · replay' : ''}</div>
        <div><strong>${d.event.type}</strong> <code>${d.event.id}</code> <${Badge} text=${d.status} /> <${Action} kind="secondary" label="Retry" run=${async () => { await api('POST', `/admin/webhooks/${id}/deliveries/${d.id}/retry`); act(); }} /></div>
        ${d.last_error && html`<div class="error">${d.last_error}</div>`}
        ${d.attempts_log.map((a) => html`<${Attempt} a=${a} />`)}
      </li>`)}</ol>`}<//></section>`;
}

/** The events a subscription matches, as they happen (the admin API's server-sent stream). */
export function SubscriptionLivePage({ id }) {
  const [events, setEvents] = useState([]);
  const [state, setState] = useState('connecting');
  useEffect(() => {
    const source = new EventSource(`/admin/activity/subscriptions/${encodeURIComponent(id)}/events`);
    source.onopen = () => setState('listening');
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting');
    source.addEventListener('activity', (message) => setEvents((list) => [JSON.parse(message.data), ...list].slice(0, 200)));
    return () => source.close();
  }, [id]);
  return html`<p><a href="/console/webhooks">← webhooks</a></p><h1>Subscription <code>${id}</code>, live</h1>
    <p class="muted" id="live-state">${state}</p>
    <section class="card">${events.length === 0 ? html`<p class="muted">Waiting for events…</p>` : html`<ol class="timeline" id="live-events">${events.map((e) => html`<li><${Json} value=${e} /></li>`)}</ol>`}</section>`;
}
