// Operations: snapshots, restore and reset; fault rules (with FAULT_INJECTION=on).
import { html, useState } from './htm-preact.js';
import { Action, api, Form, Loaded, time, useLoad } from './core.js';

export function FaultsPage() {
  const faults = useLoad(() => api('GET', '/admin/faults').catch((e) => (/not found/i.test(e.message) ? { off: true } : Promise.reject(e))), []);
  const create = async (f, form) => {
    const rule = f.target === 'webhook_delivery'
      ? { target: 'webhook_delivery', action: f.action }
      : { method: f.method || undefined, path: f.path, status: f.status ? Number(f.status) : undefined, delay_ms: f.delay_ms ? Number(f.delay_ms) : undefined };
    if (f.app_id) rule.app_id = f.app_id;
    if (f.limit === 'count') rule.count = Number(f.amount);
    else rule.fraction = Number(f.amount);
    if (f.expires_in_seconds) rule.expires_in_seconds = Number(f.expires_in_seconds);
    await api('POST', '/admin/faults', rule);
    form.reset();
    faults.reload();
  };
  return html`<h1>Faults</h1>
    <${Loaded} state=${faults}>${(data) => data.off
      ? html`<section class="card"><p id="faults-off">Fault injection is off. Start aviary with <code>FAULT_INJECTION=on</code> to make chosen routes fail on purpose (never on a server others rely on).</p></section>`
      : html`<section class="card"><h2>New rule</h2>
          <${Form} id="new-fault" label="Add rule" submit=${create}>
            <label>For <select name="target"><option value="request">API requests</option><option value="webhook_delivery">webhook deliveries</option></select></label>
            <label>Method <select name="method"><option value="">any</option>${['GET', 'POST', 'PUT', 'DELETE'].map((m) => html`<option value=${m}>${m}</option>`)}</select></label>
            <label>Path <input name="path" placeholder="/12/accounts/*/campaigns" /></label>
            <label>Status <select name="status"><option value="429">429</option><option value="503">503</option><option value="500">500</option><option value="">none (delay only)</option></select></label>
            <label>Delay ms <input name="delay_ms" type="number" min="0" max="60000" /></label>
            <label>Delivery action <select name="action"><option value="timeout">timeout</option><option value="duplicate">duplicate</option></select></label>
            <label>App id <input name="app_id" /></label>
            <label>Limit <select name="limit"><option value="count">next N</option><option value="fraction">fraction</option></select></label>
            <label>N or fraction <input name="amount" required value="1" /></label>
            <label>Expires in s <input name="expires_in_seconds" type="number" min="1" /></label>
          <//></section>
          <section class="card"><h2>Rules</h2>${data.data.length === 0 ? html`<p class="muted">None.</p>` : html`<table id="faults"><thead><tr><th>Id</th><th>Applies to</th><th>Answer</th><th>Left</th><th class="optional">Expires</th><th></th></tr></thead><tbody>
            ${data.data.map((r) => html`<tr><td><code>${r.id}</code></td>
              <td>${r.target === 'webhook_delivery' ? `deliveries${r.webhook_id ? ` of ${r.webhook_id}` : ''}` : `${r.method ?? 'any'} ${r.path}`}${r.app_id ? ` (app ${r.app_id})` : ''}</td>
              <td>${r.action ?? r.status ?? ''}${r.delay_ms ? ` after ${r.delay_ms} ms` : ''}</td>
              <td>${r.remaining ?? (r.fraction !== null ? `${r.fraction * 100}%` : 'all')}</td><td class="optional">${time(r.expires_at)}</td>
              <td><${Action} kind="danger" label="End" run=${async () => { await api('DELETE', `/admin/faults/${r.id}`); faults.reload(); }} /></td></tr>`)}
          </tbody></table>`}</section>`}<//>`;
}

export function SnapshotsPage() {
  const snapshots = useLoad(() => api('GET', '/admin/snapshots'), []);
  const [done, setDone] = useState('');
  const after = (message) => { setDone(message); snapshots.reload(); };
  return html`<h1>Snapshots</h1>
    <section class="card">
      <${Form} id="new-snapshot" label="Take snapshot" submit=${async (f, form) => { const { data } = await api('POST', '/admin/snapshots', { name: f.name }); form.reset(); after(`Took ${data.name}: ${data.events} events.`); }}>
        <label>Name <input name="name" required maxlength="64" pattern="[A-Za-z0-9._\-]{1,64}" placeholder="before-test" /></label>
      <//>
      <p>
        <${Action} id="reset" kind="danger" label="Reset to empty" confirm="Empty the server? Every app, user, account and event goes (snapshots stay)." run=${async () => { await api('POST', '/admin/reset', {}); after('Reset: the server is empty.'); }} />
        ${' '}<${Action} id="reset-demo" kind="danger" label="Reset to the demo" confirm="Empty the server and seed the demo again?" run=${async () => { const { data } = await api('POST', '/admin/reset', { demo: true }); after(`Reset with the demo: app ${data.demo?.app?.id ?? ''}, account ${data.demo?.account?.id ?? ''}.`); }} />
      </p>
      ${done && html`<p class="ok" id="snapshot-done" role="status">${done}</p>`}
    </section>
    <section class="card"><${Loaded} state=${snapshots}>${({ data }) => data.length === 0 ? html`<p class="muted">No snapshots.</p>` : html`
      <table id="snapshots"><thead><tr><th>Name</th><th>Taken</th><th class="optional">Events</th><th class="optional">Size</th><th></th></tr></thead><tbody>
        ${data.map((s) => html`<tr><td>${s.name}</td><td>${time(s.created_at)}</td><td class="optional">${s.events}</td><td class="optional">${s.bytes === undefined ? '' : `${Math.ceil(s.bytes / 1024)} KiB`}</td>
          <td><${Action} label="Restore" confirm=${`Put the server back to ${s.name}? What was written since goes.`} run=${async () => { await api('POST', `/admin/snapshots/${encodeURIComponent(s.name)}/restore`); after(`Restored ${s.name}.`); }} />
            ${' '}<a href="/admin/snapshots/${encodeURIComponent(s.name)}/file" download>download</a>
            ${' '}<${Action} kind="danger" label="Delete" confirm=${`Delete the snapshot ${s.name}?`} run=${async () => { await api('DELETE', `/admin/snapshots/${encodeURIComponent(s.name)}`); after(`Deleted ${s.name}.`); }} /></td></tr>`)}
      </tbody></table>`}<//></section>`;
}
