import { createHmac } from 'node:crypto';
import OAuth from 'oauth-1.0a';

/**
 * Requests signed by an independent OAuth 1.0a client library (`oauth-1.0a`
 * from npm), the way a user's own client would sign them.
 */
export interface Consumer {
  key: string;
  secret: string;
}
export interface Token {
  key: string;
  secret: string;
}

export interface SignedRequestOptions {
  consumer: Consumer;
  token?: Token;
  /** Signed form body parameters (sent as application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /** Extra header values or overrides of oauth_* values (to forge bad requests). */
  override?: Record<string, string>;
  headers?: Record<string, string>;
  /** A JSON body (not signed, as OAuth 1.0a says). */
  json?: unknown;
  /** A multipart/form-data body (not signed, as OAuth 1.0a says). */
  multipart?: FormData;
  /** Signs with this oauth_timestamp instead of now. */
  timestamp?: number;
  /** oauth_* values signed but left out of the header (sent in the query string instead). */
  omit?: string[];
}

export function oauthClient(consumer: Consumer): OAuth {
  return new OAuth({
    consumer,
    signature_method: 'HMAC-SHA1',
    hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
  });
}

export function authorizationHeader(method: string, url: string, options: SignedRequestOptions): string {
  const oauth = oauthClient(options.consumer);
  if (options.timestamp !== undefined) oauth.getTimeStamp = () => options.timestamp!;
  const data: Record<string, unknown> = { ...oauth.authorize({ url, method, data: options.form ?? {} }, options.token), ...(options.override ?? {}) };
  for (const name of options.omit ?? []) delete data[name];
  return oauth.toHeader(data as unknown as OAuth.Authorization).Authorization;
}

export async function signedFetch(method: string, url: string, options: SignedRequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    authorization: authorizationHeader(method, url, options),
    ...(options.headers ?? {}),
  };
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.multipart) {
    return fetch(url, { method, headers, body: options.multipart, redirect: 'manual' });
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  return fetch(url, { method, headers, body, redirect: 'manual' });
}
