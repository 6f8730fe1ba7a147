import type { SecretBox } from './secret-box';

/**
 * An app's OAuth 2.0 client credentials, derived from its id and the server's
 * key rather than stored: the client id is `<app id>:1:ci` in base64url (the
 * shape of the platform's), the secret an HMAC of the app id. A native
 * (desktop) app is a public client: it has no secret and names itself with
 * `client_id` alone.
 */
export const oauth2ClientId = (appId: string): string => Buffer.from(`${appId}:1:ci`, 'utf8').toString('base64url');

/** The app id of a client id, if it is one. */
export function appIdOfClientId(clientId: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(clientId)) return undefined;
  const match = /^([0-9]{1,19}):1:ci$/.exec(Buffer.from(clientId, 'base64url').toString('utf8'));
  return match && oauth2ClientId(match[1]) === clientId ? match[1] : undefined;
}

export const oauth2ClientSecret = (appId: string, secrets: SecretBox): string => secrets.derive(`oauth2-client-secret:${appId}`);
