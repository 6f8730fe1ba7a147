import type { Request } from 'express';

/**
 * The parts of an OAuth 1.0a signed request (RFC 5849): the protocol
 * parameters from the Authorization header, and every parameter that takes
 * part in the signature (header, query string, form body).
 */
export interface OAuth1Request {
  /** oauth_* parameters of the Authorization header, percent-decoded. */
  header: Record<string, string>;
  /** All signed parameters as name/value pairs (oauth_signature and realm excluded). */
  params: Array<[string, string]>;
  /**
   * The same with `+` in the query string kept as a literal plus sign, when
   * the query string has one: some npm signers decode queries that way, and
   * their signatures are accepted too.
   */
  paramsWithLiteralPlus?: Array<[string, string]>;
  /** The value of each parameter by name, first occurrence (header before query before body). */
  get(name: string): string | undefined;
  /**
   * A protocol parameter (`oauth_*`) given more than once, which RFC 5849
   * (3.2) makes a bad request; undefined when each is given once.
   */
  duplicated?: string;
}

/** Parses `Authorization: OAuth k="v", ...`; undefined when the header is not OAuth. */
export function parseOAuthHeader(header: string | undefined): Record<string, string> | undefined {
  const pairs = oauthHeaderPairs(header);
  return pairs && Object.fromEntries(pairs);
}

/** The name/value pairs of an OAuth Authorization header, in order, repeats included. */
function oauthHeaderPairs(header: string | undefined): Array<[string, string]> | undefined {
  if (!header || !/^OAuth\s/i.test(header)) return undefined;
  const out: Array<[string, string]> = [];
  const re = /([A-Za-z0-9_.~-]+)\s*=\s*(?:"([^"]*)"|([^,\s]*))/g;
  const text = header.slice(6);
  // names hold no `%`; values without one decode to themselves
  for (let match = re.exec(text); match !== null; match = re.exec(text)) {
    const [, name, quoted, bare] = match;
    const value = quoted ?? bare ?? '';
    try {
      out.push([name, value.includes('%') ? decodeURIComponent(value) : value]);
    } catch {
      out.push([name, value]);
    }
  }
  return out;
}

/**
 * Collects the signed parameters of a request. Identical name/value pairs are
 * counted once: the official TypeScript SDK sends `oauth_token` both in the
 * header and in the query string but signs it once. A protocol parameter
 * given twice otherwise marks the request `duplicated`.
 */
export function oauth1Request(req: Request): OAuth1Request | undefined {
  const headerPairs = oauthHeaderPairs(req.header('authorization'));
  if (!headerPairs) return undefined;
  const header = Object.fromEntries(headerPairs);
  const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
  const fromHeader = headerPairs.filter(([name]) => name.startsWith('oauth_'));
  const fromQuery = [...new URLSearchParams(query)];
  const fromBody: Array<[string, string]> = [];
  if (req.body && typeof req.body === 'object' && req.is('application/x-www-form-urlencoded')) {
    for (const [name, value] of Object.entries(req.body as Record<string, unknown>)) {
      for (const v of Array.isArray(value) ? value : [value]) fromBody.push([name, String(v)]);
    }
  }
  const params = signedParams(fromHeader, fromQuery, fromBody);
  return {
    header,
    params,
    paramsWithLiteralPlus: query.includes('+')
      ? signedParams(fromHeader, [...new URLSearchParams(query.replace(/\+/g, '%2B'))], fromBody)
      : undefined,
    get: (name) => params.find(([n]) => n === name)?.[1],
    duplicated: duplicatedProtocolParameter(fromHeader, fromQuery, fromBody),
  };
}

/** The parameters a signature covers, in order, identical pairs once (oauth_signature and realm left out). */
function signedParams(...sources: Array<Array<[string, string]>>): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const seen = new Set<string>();
  for (const source of sources) {
    for (const [name, value] of source) {
      if (name === 'oauth_signature' || name === 'realm') continue;
      const key = `${name}\u0000${value}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pairs.push([name, value]);
    }
  }
  return pairs;
}

/**
 * Protocol parameters that are also the endpoints' own parameters: signers put
 * them in the header and leave them in the query string or form body as well
 * (the official TypeScript SDK `oauth_token`, the npm `oauth-1.0a` signer
 * `oauth_callback` and `oauth_verifier`), which counts as once when the values
 * are the same.
 */
const ALSO_REQUEST_PARAMETERS: ReadonlySet<string> = new Set(['oauth_token', 'oauth_callback', 'oauth_verifier']);

/**
 * The first `oauth_*` parameter given more than once across the header, the
 * query string and a form body (see ALSO_REQUEST_PARAMETERS for the one
 * repeat that is not).
 */
function duplicatedProtocolParameter(
  fromHeader: Array<[string, string]>,
  fromQuery: Array<[string, string]>,
  fromBody: Array<[string, string]>,
): string | undefined {
  const seen = new Map<string, { value: string; inHeader: boolean }>();
  for (const [source, inHeader] of [[fromHeader, true], [fromQuery, false], [fromBody, false]] as const) {
    for (const [name, value] of source) {
      if (!name.startsWith('oauth_')) continue;
      const first = seen.get(name);
      if (!first) {
        seen.set(name, { value, inHeader });
        continue;
      }
      const echoed = ALSO_REQUEST_PARAMETERS.has(name) && first.inHeader && !inHeader && first.value === value;
      if (!echoed) return name;
      first.inHeader = false; // once more after this is a repeat
    }
  }
  return undefined;
}

/** Normalised origins by scheme and Host (clients send a handful; bounded all the same). */
const ORIGINS = new Map<string, string>();
const ORIGINS_MAX = 256;
/** Host values that cannot change how the path after them parses (no `/`, `?`, `#`, `@`, `\\`, `%`). */
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d+)?$/;
/** Paths URL parsing leaves as they are: nothing it percent-encodes or reads as a separator... */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
/** ...and no dot segments (which it resolves, `%2e` included). */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * The base string URI (RFC 5849 3.4.1.2) of the request as this server saw it:
 * scheme and host lowercased, default ports dropped, no query.
 */
export function requestBaseUri(req: Request): string {
  const host = (req.header('x-forwarded-host') ?? req.header('host') ?? 'localhost').split(',')[0].trim();
  const protocol = req.protocol;
  const path = req.path;
  if ((protocol !== 'http' && protocol !== 'https') || !PLAIN_HOST.test(host) || !PLAIN_PATH.test(path) || DOT_SEGMENT.test(path)) {
    return normalizeBaseUri(`${protocol}://${host}${path}`);
  }
  // The same as normalizeBaseUri, without parsing a URL per request: the origin is normalised once
  // per scheme and Host, and a plain path is what URL parsing would leave of it.
  const key = `${protocol}://${host}`;
  let origin = ORIGINS.get(key);
  if (origin === undefined) {
    origin = normalizeBaseUri(`${key}/`).slice(0, -1);
    if (ORIGINS.size >= ORIGINS_MAX) ORIGINS.clear();
    ORIGINS.set(key, origin);
  }
  return origin + path;
}

export function normalizeBaseUri(uri: string): string {
  const url = new URL(uri);
  const defaultPort = (url.protocol === 'http:' && url.port === '80') || (url.protocol === 'https:' && url.port === '443');
  const port = url.port && !defaultPort ? `:${url.port}` : '';
  return `${url.protocol.toLowerCase()}//${url.hostname.toLowerCase()}${port}${url.pathname}`;
}

/** One signed parameter of an OAuth 1.0a request (header, query string or form body). */
export function oauth1Param(req: Request, name: string): string | undefined {
  return oauth1Request(req)?.get(name);
}
