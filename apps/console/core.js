// The console's shared pieces: the admin API client, navigation, and small components.
import { html, useEffect, useState } from './htm-preact.js';

/** Calls the admin API with the session cookie; writes carry the console header. A 401 goes to the sign-in page. */
export async function api(method, path, body) {
  const headers = { accept: 'application/json' };
  if (method !== 'GET') headers['x-aviary-console'] = '1';
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
  const text = await res.text();
  let json;
  try { json = text ? JSON.parse(text) : undefined; } catch { json = { detail: text }; }
  if (res.status === 401 && !path.startsWith('/console/')) {
    navigate(`/console/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`);
    throw new Error('Signed out');
  }
  if (!res.ok) throw new Error(problemText(json) || `${res.status}`);
  return json;
}

function problemText(body) {
  if (!body) return '';
  if (body.detail) return body.detail;
  if (Array.isArray(body.errors)) return body.errors.map((e) => e.message).join('; ');
  return body.title || '';
}

let listeners = [];
/** Goes to a console page without reloading (the page also loads on its own at that URL). */
export function navigate(to) {
  history.pushState(null, '', to);
  listeners.forEach((listener) => listener());
}
export function onNavigate(listener) {
  listeners.push(listener);
  return () => (listeners = listeners.filter((l) => l !== listener));
}

/** Loads what `load` answers; reloads when `deps` change or `reload()` is called. */
export function useLoad(load, deps) {
  const [state, setState] = useState({});
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ value }),
      (error) => live && setState({ error: error.message }),
    );
    return () => (live = false);
  }, [...deps, round]);
  return { ...state, reload: () => setRound((r) => r + 1) };
}

/** What a load shows while loading or failed, else `render(value)`. */
export function Loaded({ state, children }) {
  if (state.error) return html`<p class="error" role="alert">${state.error}</p>`;
  if (state.value === undefined) return html`<p class="muted">Loading…</p>`;
  return children(state.value);
}

/** A button that runs an action, shows it running, and its failure. */
export function Action({ label, run, kind = '', id, confirm: question }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const click = async (event) => {
    event.preventDefault();
    if (question && !window.confirm(question)) return;
    setBusy(true);
    setError('');
    try { await run(); } catch (e) { setError(e.message); } finally { setBusy(false); }
  };
  return html`<span><button type="button" id=${id} class=${kind} disabled=${busy} onClick=${click}>${busy ? '…' : label}</button>${error && html` <span class="error" role="alert">${error}</span>`}</span>`;
}

/** A form whose fields are read by name on submit. */
export function Form({ submit, children, label, id }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.target).entries());
    setBusy(true);
    setError('');
    try { await submit(fields, event.target); } catch (e) { setError(e.message); } finally { setBusy(false); }
  };
  return html`<form class="inline" id=${id} onSubmit=${onSubmit}>${children}<button type="submit" disabled=${busy}>${label}</button>${error && html`<span class="error" role="alert">${error}</span>`}</form>`;
}

export const Json = ({ value }) => html`<pre class="json">${JSON.stringify(value, null, 2)}</pre>`;
export const Badge = ({ text }) => html`<span class="badge ${text}">${text}</span>`;
export const time = (iso) => (iso ? new Date(iso).toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, ' UTC') : '');
