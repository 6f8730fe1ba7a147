// The last API requests this server answered: caller, status, duration, and a failure's body and signature base string.
import { html } from './htm-preact.js';
import { api, Form, Json, Loaded, navigate, time, useLoad } from './core.js';

export function RequestsPage() {
  const params = new URLSearchParams(location.search);
  const query = new URLSearchParams({ count: '200' });
  for (const key of ['status', 'app_id', 'user_id']) if (params.get(key)) query.set(key, params.get(key));
  const requests = useLoad(() => api('GET', `/admin/requests?${query}`), [query.toString()]);
  const filter = (f) => {
    const next = new URLSearchParams();
    for (const key of ['status', 'app_id', 'user_id']) if (f[key]) next.set(key, f[key]);
    navigate(`/console/requests?${next}`);
  };
  return html`<h1>Requests</h1>
    <section class="card"><${Form} id="requests-filter" label="Filter" submit=${filter}>
      <label>Status <input name="status" placeholder="4xx,5xx or 401" value=${params.get('status') ?? ''} /></label>
      <label>App id <input name="app_id" value=${params.get('app_id') ?? ''} /></label>
      <label>User id <input name="user_id" value=${params.get('user_id') ?? ''} /></label>
    <//></section>
    <section class="card"><${Loaded} state=${requests}>${({ data }) => data.length === 0 ? html`<p class="muted">No requests.</p>` : html`
      <table id="requests"><thead><tr><th>Time</th><th>Request</th><th>Status</th><th class="optional">Caller</th><th class="optional">ms</th></tr></thead><tbody>
        ${data.map((r) => html`<tr><td>${time(r.time)}</td><td><a href="/console/requests/${encodeURIComponent(r.id)}"><code>${r.method} ${r.path}</code></a>${r.error_summary ? html`<div class="error">${r.error_summary}</div>` : ''}</td>
          <td>${r.status}</td><td class="optional">${r.caller.app_id ? html`app <a href="/console/apps/${r.caller.app_id}">${r.caller.app_id}</a>` : ''}${r.caller.user_id ? html` user <a href="/console/users/${r.caller.user_id}">${r.caller.user_id}</a>` : ''} ${r.caller.auth_scheme ?? ''}</td>
          <td class="optional">${r.duration_ms}</td></tr>`)}
      </tbody></table>`}<//></section>`;
}

export function RequestPage({ id }) {
  const request = useLoad(() => api('GET', `/admin/requests/${encodeURIComponent(id)}`), [id]);
  return html`<p><a href="/console/requests">← requests</a></p><${Loaded} state=${request}>${({ data: r }) => html`
    <h1><code>${r.method} ${r.path}</code> → ${r.status}</h1>
    <section class="card"><table><tr><th>Time</th><td>${time(r.time)}</td></tr><tr><th>Listener</th><td>${r.listener}</td></tr>
      <tr><th>Caller</th><td>${JSON.stringify(r.caller)}</td></tr><tr><th>Duration</th><td>${r.duration_ms} ms</td></tr></table></section>
    ${r.signature_base_string && html`<section class="card"><h2>Signature base string the server computed</h2><pre class="json wrap" id="base-string">${r.signature_base_string}</pre>
      <p class="muted">Compare it with the one your client signed: a difference in method, URL or a parameter is why the signature was refused.</p></section>`}
    ${r.error_body !== undefined && html`<section class="card"><h2>Answer</h2><pre class="json" id="error-body">${typeof r.error_body === 'string' ? r.error_body : JSON.stringify(r.error_body, null, 2)}</pre></section>`}`}<//>`;
}
