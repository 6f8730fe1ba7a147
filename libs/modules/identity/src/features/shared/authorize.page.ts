import escapeHtml from 'escape-html';
import { OAUTH2_SCOPE_TEXT } from '@platform/auth';

/**
 * The HTML of the authorize/authenticate pages: sign in, approve or deny, the
 * PIN of out-of-band clients. Everything echoed is escaped.
 */
const e = (value: unknown) => escapeHtml(String(value ?? ''));

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} · aviary</title>
<style>
  body { font-family: system-ui, -apple-system, Segoe UI, Roboto, sans-serif; background: #f5f8fa; color: #14171a; margin: 0; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; border: 1px solid #e1e8ed; border-radius: 12px; padding: 2rem; }
  h1 { font-size: 1.35rem; margin: 0 0 1rem; }
  p, li { line-height: 1.45; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input[type=text], input[type=password] { width: 100%; box-sizing: border-box; padding: 0.6rem; border: 1px solid #aab8c2; border-radius: 6px; font-size: 1rem; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button { flex: 1; padding: 0.7rem; border-radius: 999px; border: 1px solid #1d9bf0; font-size: 1rem; font-weight: 700; cursor: pointer; }
  button[value=allow] { background: #1d9bf0; color: #fff; }
  button[value=deny] { background: #fff; color: #1d9bf0; }
  .error { background: #fdecea; border: 1px solid #f5c2c7; color: #842029; padding: 0.6rem; border-radius: 6px; }
  .pin { font-size: 2.2rem; letter-spacing: 0.3rem; font-weight: 700; text-align: center; margin: 1.5rem 0; }
  .muted { color: #657786; font-size: 0.9rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;

const ACCESS: Record<'read' | 'write', string[]> = {
  read: ['See posts from your timeline.', 'See your profile information and account settings.'],
  write: [
    'See posts from your timeline.',
    'See your profile information and account settings.',
    'Create and delete posts, and manage your ads on your behalf.',
  ],
};

export interface AuthorizeForm {
  appName: string;
  accessLevel: 'read' | 'write';
  oauthToken: string;
  csrf: string;
  /** Signed in already (and not forced to sign in again): no credential fields. */
  signedInAs?: string;
  screenName?: string;
  forceLogin: boolean;
  error?: string;
}

/** The sign-in fields of a consent form, or who is signed in already. */
function signIn(form: { signedInAs?: string; screenName?: string }): string {
  return form.signedInAs
    ? `<p>Signed in as <strong>@${e(form.signedInAs)}</strong>.</p>`
    : `<label for="screen_name">Screen name</label>
<input id="screen_name" name="screen_name" type="text" autocomplete="username" value="${e(form.screenName)}" required autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>`;
}

const alert = (error: string | undefined) => (error ? `<p class="error" role="alert">${e(error)}</p>` : '');

/** A consent form's buttons: allow, or cancel without filling in the sign-in fields. */
const ACTIONS = `<div class="actions">
<button type="submit" name="action" value="allow">Authorize app</button>
<button type="submit" name="action" value="deny" formnovalidate>Cancel</button>
</div>`;

export function authorizePage(form: AuthorizeForm): string {
  return layout(
    `Authorize ${form.appName}`,
    `<h1>Authorize <span id="app-name">${e(form.appName)}</span> to access your account?</h1>
${alert(form.error)}
<p>This application will be able to:</p>
<ul id="access">${ACCESS[form.accessLevel].map((line) => `<li>${e(line)}</li>`).join('')}</ul>
<p class="muted">Access requested: <strong id="access-level">${e(form.accessLevel === 'write' ? 'read and write' : 'read only')}</strong></p>
<form method="post" action="/oauth/authorize">
<input type="hidden" name="oauth_token" value="${e(form.oauthToken)}">
<input type="hidden" name="csrf_token" value="${e(form.csrf)}">
${form.forceLogin ? '<input type="hidden" name="force_login" value="true">' : ''}
${signIn(form)}
${ACTIONS}
</form>`,
  );
}

export function pinPage(appName: string, pin: string): string {
  return layout(
    'PIN',
    `<h1>You've granted access to ${e(appName)}!</h1>
<p>Next, return to ${e(appName)} and enter this PIN to complete the authorization process:</p>
<p class="pin"><code id="oauth_pin">${e(pin)}</code></p>`,
  );
}

export function deniedPage(appName: string): string {
  return layout('Access denied', `<h1>You have not granted access to ${e(appName)}.</h1><p>You can close this page.</p>`);
}

export function errorPage(title: string, message: string): string {
  return layout(title, `<h1>${e(title)}</h1><p class="error" role="alert">${e(message)}</p>`);
}

export interface OAuth2AuthorizeForm {
  appName: string;
  /** The request's parameters, carried through the form as they came. */
  params: Record<string, string>;
  scopes: string[];
  csrf: string;
  signedInAs?: string;
  screenName?: string;
  error?: string;
}

/** The consent page of the OAuth 2.0 flow: the same sign-in and approval as OAuth 1.0a, listing the requested scopes. */
export function oauth2AuthorizePage(form: OAuth2AuthorizeForm): string {
  const hidden = Object.entries(form.params)
    .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
    .join('\n');
  return layout(
    `Authorize ${form.appName}`,
    `<h1><span id="app-name">${e(form.appName)}</span> wants to access your account</h1>
${alert(form.error)}
<p>It will be able to:</p>
<ul id="scopes">${form.scopes.map((s) => `<li data-scope="${e(s)}">${e((OAUTH2_SCOPE_TEXT as Record<string, string>)[s] ?? s)}</li>`).join('')}</ul>
<form method="post" action="/i/oauth2/authorize">
${hidden}
<input type="hidden" name="csrf_token" value="${e(form.csrf)}">
${signIn(form)}
${ACTIONS}
</form>`,
  );
}
