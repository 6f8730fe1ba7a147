// The operator console: one page for every /console path, routed here by the path.
import { html, render, useEffect, useState } from './htm-preact.js';
import { api, navigate, onNavigate } from './core.js';
import { AppPage, AppsPage, UserPage, UsersPage } from './identity.js';
import { FaultsPage, SnapshotsPage } from './operations.js';
import { RequestPage, RequestsPage } from './requests.js';
import { SubscriptionLivePage, WebhookPage, WebhooksPage } from './webhooks.js';
import { AccountHistoryPage, AccountPage, AccountsPage, EntityPage, MetricsPage } from './accounts.js';

const ROUTES = [
  [/^\/console\/?$/, () => html`<${Home} />`],
  [/^\/console\/sign-in$/, () => html`<${SignIn} />`],
  [/^\/console\/apps$/, () => html`<${AppsPage} />`],
  [/^\/console\/apps\/([^/]+)$/, (m) => html`<${AppPage} id=${m[1]} />`],
  [/^\/console\/users$/, () => html`<${UsersPage} />`],
  [/^\/console\/users\/([^/]+)$/, (m) => html`<${UserPage} id=${m[1]} />`],
  [/^\/console\/accounts$/, () => html`<${AccountsPage} />`],
  [/^\/console\/accounts\/([^/]+)$/, (m) => html`<${AccountPage} id=${m[1]} />`],
  [/^\/console\/accounts\/([^/]+)\/history$/, (m) => html`<${AccountHistoryPage} id=${m[1]} />`],
  [/^\/console\/accounts\/([^/]+)\/entities\/([^/]+)\/([^/]+)$/, (m) => html`<${EntityPage} account=${m[1]} kind=${m[2]} id=${m[3]} />`],
  [/^\/console\/webhooks$/, () => html`<${WebhooksPage} />`],
  [/^\/console\/webhooks\/([^/]+)$/, (m) => html`<${WebhookPage} id=${m[1]} />`],
  [/^\/console\/subscriptions\/([^/]+)$/, (m) => html`<${SubscriptionLivePage} id=${m[1]} />`],
  [/^\/console\/requests$/, () => html`<${RequestsPage} />`],
  [/^\/console\/requests\/([^/]+)$/, (m) => html`<${RequestPage} id=${m[1]} />`],
  [/^\/console\/snapshots$/, () => html`<${SnapshotsPage} />`],
  [/^\/console\/faults$/, () => html`<${FaultsPage} />`],
  [/^\/console\/accounts\/([^/]+)\/metrics\/(campaign|line_item)\/([^/]+)$/, (m) => html`<${MetricsPage} account=${m[1]} level=${m[2]} id=${m[3]} />`],
];

const NAV = [
  ['/console/apps', 'Apps'],
  ['/console/users', 'Users'],
  ['/console/accounts', 'Ad accounts'],
  ['/console/webhooks', 'Webhooks'],
  ['/console/requests', 'Requests'],
  ['/console/snapshots', 'Snapshots'],
  ['/console/faults', 'Faults'],
];

function Home() {
  return html`<h1>aviary console</h1>
    <div class="grid">${NAV.map(([href, text]) => html`<section class="card"><h2><a href=${href}>${text}</a></h2></section>`)}</div>`;
}

function SignIn() {
  const [error, setError] = useState('');
  const submit = async (event) => {
    event.preventDefault();
    setError('');
    try {
      await api('POST', '/console/session', { token: new FormData(event.target).get('token') });
      const next = new URLSearchParams(location.search).get('next');
      navigate(next && next.startsWith('/console') ? next : '/console');
    } catch (e) {
      setError(e.message);
    }
  };
  return html`<section class="card signin"><h1>Sign in</h1>
    <form onSubmit=${submit}><p><label>Admin token <input id="token" name="token" type="password" autocomplete="current-password" required /></label></p>
      <button type="submit" id="sign-in">Sign in</button> ${error && html`<span class="error" role="alert">${error}</span>`}</form></section>`;
}

function Layout({ path, children }) {
  const signOut = async () => {
    await api('DELETE', '/console/session');
    navigate('/console/sign-in');
  };
  return html`<header class="top"><a class="brand" href="/console">aviary</a>
      <nav>${NAV.map(([href, text]) => html`<a href=${href} class=${path.startsWith(href) ? 'active' : ''}>${text}</a>`)}</nav>
      <button type="button" class="secondary" onClick=${signOut}>Sign out</button></header>
    <main>${children}</main>`;
}

function Console() {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const update = () => setPath(location.pathname + '\u0000' + location.search);
    const stop = onNavigate(update);
    addEventListener('popstate', update);
    return () => { stop(); removeEventListener('popstate', update); };
  }, []);
  const pathname = path.split('\u0000')[0].replace(/\/+$/, '') || '/console';
  for (const [pattern, page] of ROUTES) {
    const match = pattern.exec(pathname);
    if (match) {
      const decoded = match.map((part) => (part === undefined ? part : decodeURIComponent(part)));
      return pathname === '/console/sign-in' ? page(decoded) : html`<${Layout} path=${pathname}>${page(decoded)}<//>`;
    }
  }
  return html`<${Layout} path=${pathname}><h1>Not found</h1><p>No console page at ${pathname}.</p><//>`;
}

// links to console pages open without a reload (a new tab, or a modified click, is the browser's)
document.addEventListener('click', (event) => {
  const link = event.target.closest?.('a[href^="/console"]');
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target) return;
  event.preventDefault();
  navigate(link.getAttribute('href'));
  scrollTo(0, 0);
});

const root = document.getElementById('root');
root.textContent = '';
render(html`<${Console} />`, root);
