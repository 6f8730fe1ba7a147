// Apps and users: keys (masked until revealed), tokens per user, and acting as a user.
import { html, useState } from './htm-preact.js';
import { Action, api, Form, Json, Loaded, time, useLoad } from './core.js';

export function AppsPage() {
  const apps = useLoad(() => api('GET', '/admin/apps'), []);
  return html`<h1>Apps</h1>
    <section class="card">
      <${Form} id="new-app" label="Create app" submit=${async (f, form) => { await api('POST', '/admin/apps', { name: f.name }); form.reset(); apps.reload(); }}>
        <label>Name <input name="name" required maxlength="128" /></label>
      <//>
    </section>
    <section class="card"><${Loaded} state=${apps}>${(data) => html`
      <table id="apps"><thead><tr><th>Name</th><th>Id</th><th class="optional">Consumer key</th><th class="optional">Created</th></tr></thead><tbody>
        ${data.data.map((app) => html`<tr><td><a href="/console/apps/${app.id}">${app.name}</a></td><td><code>${app.id}</code></td><td class="optional"><code>${app.consumer_key}</code></td><td class="optional">${time(app.created_at)}</td></tr>`)}
      </tbody></table>`}<//></section>`;
}

function Secret({ value, id }) {
  const [shown, setShown] = useState(false);
  return html`<span class="secret" id=${id}>${shown ? value : '•'.repeat(12)}</span> <button type="button" class="secondary" onClick=${() => setShown(!shown)}>${shown ? 'Hide' : 'Reveal'}</button>`;
}

export function AppPage({ id }) {
  const app = useLoad(() => api('GET', `/admin/apps/${encodeURIComponent(id)}`), [id]);
  return html`<${Loaded} state=${app}>${({ data }) => html`
    <h1>App ${data.name}</h1>
    <section class="card"><table>
      <tr><th>Id</th><td><code>${data.id}</code></td></tr>
      <tr><th>Consumer key</th><td><code id="consumer-key">${data.consumer_key}</code></td></tr>
      <tr><th>Consumer secret</th><td><${Secret} id="consumer-secret" value=${data.consumer_secret} /></td></tr>
      ${data.client_id && html`<tr><th>OAuth 2.0 client id</th><td><code>${data.client_id}</code></td></tr>`}
      ${data.client_secret && html`<tr><th>OAuth 2.0 client secret</th><td><${Secret} value=${data.client_secret} /></td></tr>`}
      <tr><th>Callback URLs</th><td>${(data.callback_urls ?? []).join(', ') || html`<span class="muted">none (oob only)</span>`}</td></tr>
      <tr><th>Created</th><td>${time(data.created_at)}</td></tr>
    </table></section>
    <section class="card"><h2>As stored</h2><${Json} value=${{ ...data, consumer_secret: '(masked above)', client_secret: data.client_secret ? '(masked above)' : undefined }} /></section>`}<//>`;
}

export function UsersPage() {
  const users = useLoad(() => api('GET', '/admin/users?count=500'), []);
  return html`<h1>Users</h1>
    <section class="card">
      <${Form} id="new-user" label="Create user" submit=${async (f, form) => { await api('POST', '/admin/users', { screen_name: f.screen_name, password: f.password, name: f.name || undefined }); form.reset(); users.reload(); }}>
        <label>Screen name <input name="screen_name" required maxlength="15" pattern="[A-Za-z0-9_]{1,15}" /></label>
        <label>Name <input name="name" maxlength="50" /></label>
        <label>Password <input name="password" type="password" required /></label>
      <//>
    </section>
    <section class="card"><${Loaded} state=${users}>${(data) => html`
      <table id="users"><thead><tr><th>Screen name</th><th>Name</th><th>Id</th><th class="optional">Created</th></tr></thead><tbody>
        ${data.data.map((user) => html`<tr><td><a href="/console/users/${user.id}">@${user.screen_name}</a></td><td>${user.name}</td><td><code>${user.id}</code></td><td class="optional">${time(user.created_at)}</td></tr>`)}
      </tbody></table>`}<//></section>`;
}

/** The OAuth 2.0 scopes the server knows, as its OpenAPI document lists them under its OAuth 2.0 scheme. */
async function knownScopes() {
  const doc = await (await fetch('/openapi.json')).json();
  const scheme = Object.values(doc.components?.securitySchemes ?? {}).find((s) => s.type === 'oauth2');
  return Object.keys(scheme?.flows?.authorizationCode?.scopes ?? {});
}
const DEFAULT_SCOPES = ['tweet.read', 'users.read', 'offline.access'];

export function UserPage({ id }) {
  const user = useLoad(() => api('GET', `/admin/users/${encodeURIComponent(id)}`), [id]);
  const tokens = useLoad(() => api('GET', `/admin/users/${encodeURIComponent(id)}/tokens`), [id]);
  const apps = useLoad(() => api('GET', '/admin/apps'), []);
  const scopes = useLoad(knownScopes, []);
  const [issued, setIssued] = useState(undefined);
  const [issued2, setIssued2] = useState(undefined);
  return html`<${Loaded} state=${user}>${({ data }) => html`
    <h1>@${data.screen_name}</h1>
    <div class="grid">
      <section class="card"><h2>Profile</h2><${Json} value=${data} />
        <${Form} id="profile" label="Change profile" submit=${async (f) => { await api('PATCH', `/admin/users/${id}`, { name: f.name, description: f.description }); user.reload(); }}>
          <label>Name <input name="name" value=${data.name} maxlength="50" /></label>
          <label>Description <input name="description" value=${data.description ?? ''} maxlength="160" /></label>
        <//>
      </section>
      <section class="card"><h2>Send a direct message as @${data.screen_name}</h2>
        <${Form} id="dm" label="Send" submit=${async (f, form) => { await api('POST', '/admin/direct_messages', { sender_id: id, recipient_id: f.recipient_id, text: f.text }); form.reset(); }}>
          <label>Recipient user id <input name="recipient_id" required pattern="[0-9]{1,19}" /></label>
          <label>Text <input name="text" required maxlength="10000" /></label>
        <//>
      </section>
    </div>
    <section class="card"><h2>Tokens</h2>
      <${Loaded} state=${apps}>${(list) => html`
        <${Form} id="issue-token" label="Issue OAuth 1.0a token" submit=${async (f) => { setIssued((await api('POST', `/admin/users/${id}/access_tokens`, { app_id: f.app_id, access_type: f.access_type })).data); tokens.reload(); }}>
          <label>App <select name="app_id">${list.data.map((app) => html`<option value=${app.id}>${app.name} (${app.id})</option>`)}</select></label>
          <label>Access <select name="access_type"><option value="write">write</option><option value="read">read</option></select></label>
        <//>`}<//>
      <${Loaded} state=${apps}>${(list) => html`
        <${Form} id="issue-oauth2" label="Issue OAuth 2.0 tokens" submit=${async (f, form) => {
          const scopes = [...form.querySelectorAll('input[name=scope]:checked')].map((box) => box.value);
          setIssued2((await api('POST', `/admin/users/${id}/oauth2_tokens`, { app_id: f.app_id, scopes })).data);
          tokens.reload();
        }}>
          <label>App <select name="app_id">${list.data.map((app) => html`<option value=${app.id}>${app.name} (${app.id})</option>`)}</select></label>
          <fieldset class="scopes"><legend>Scopes</legend>${(scopes.value ?? DEFAULT_SCOPES).map((scope) => html`<label class="check"><input type="checkbox" name="scope" value=${scope} checked=${DEFAULT_SCOPES.includes(scope)} /> ${scope}</label>`)}</fieldset>
        <//>`}<//>
      ${issued && html`<p class="ok" id="issued">Issued <code>${issued.oauth_token}</code> with secret <code>${issued.oauth_token_secret}</code> (shown once).</p>`}
      ${issued2 && html`<p class="ok" id="issued-oauth2">Issued grant <code>${issued2.grant_id}</code>: access token <code class="secret">${issued2.access_token}</code>${issued2.refresh_token ? html`, refresh token <code class="secret">${issued2.refresh_token}</code>` : ''} (shown once).</p>`}
      <${Loaded} state=${tokens}>${({ data: t }) => html`
        <h2>OAuth 1.0a</h2>
        ${t.oauth1.length === 0 ? html`<p class="muted">None.</p>` : html`<table id="oauth1-tokens"><thead><tr><th>Token</th><th>App</th><th>Access</th><th class="optional">Created</th><th></th></tr></thead><tbody>
          ${t.oauth1.map((tk) => html`<tr><td><code>${tk.oauth_token}</code></td><td><a href="/console/apps/${tk.app_id}">${tk.app_id}</a></td><td>${tk.access_type}</td><td class="optional">${time(tk.created_at)}</td>
            <td>${tk.invalidated_at ? html`<span class="badge deleted">invalidated ${time(tk.invalidated_at)}</span>` : html`<${Action} kind="danger" label="Invalidate" confirm="Invalidate this token?" run=${async () => { await api('DELETE', `/admin/users/${id}/access_tokens/${encodeURIComponent(tk.oauth_token)}`); tokens.reload(); }} />`}</td></tr>`)}
        </tbody></table>`}
        <h2>OAuth 2.0 grants</h2>
        ${t.oauth2.length === 0 ? html`<p class="muted">None.</p>` : html`<table id="oauth2-grants"><thead><tr><th>Grant</th><th>App</th><th>Scopes</th><th class="optional">Access token expires</th><th></th></tr></thead><tbody>
          ${t.oauth2.map((g) => html`<tr><td><code>${g.grant_id}</code></td><td><a href="/console/apps/${g.app_id}">${g.app_id}</a></td><td>${g.scopes.join(' ')}</td><td class="optional">${time(g.expires_at)}${g.refreshable ? ' (refreshable)' : ''}</td>
            <td><${Action} kind="danger" label="Revoke" confirm="Revoke this grant? Its tokens stop working." run=${async () => { await api('DELETE', `/admin/users/${id}/oauth2_grants/${encodeURIComponent(g.grant_id)}`); tokens.reload(); }} /></td></tr>`)}
        </tbody></table>`}`}<//>
    </section>`}<//>`;
}
