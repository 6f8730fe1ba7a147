import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks an HMAC-SHA1 signature: the expected one is computed (RFC 5849 base
 * string: encoded, byte-sorted parameters) for each base URI the request may
 * have been signed for, and compared in constant time.
 */
export function signatureMatches(
  signature: string,
  method: string,
  baseUris: readonly string[],
  params: ReadonlyArray<[string, string]>,
  consumerSecret: string,
  tokenSecret: string,
): boolean {
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  const normalized = normalizedParams(params);
  const given = Buffer.from(signature, 'utf8');
  let ok = false;
  for (const uri of baseUris) {
    const expected = Buffer.from(hmacSha1(key, signatureBaseString(method, uri, normalized)), 'utf8');
    if (expected.length === given.length && timingSafeEqual(expected, given)) ok = true;
  }
  return ok;
}

/** RFC 5849 3.6 percent-encoding: everything but the unreserved characters, in upper-case hex. */
export function percentEncode(value: string): string {
  if (UNRESERVED.test(value)) return value;
  const encoded = encodeURIComponent(value);
  return SUB_DELIMS.test(encoded) ? encoded.replace(SUB_DELIMS_ALL, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) : encoded;
}

const UNRESERVED = /^[A-Za-z0-9\-._~]*$/;
/** What encodeURIComponent leaves that RFC 5849 encodes. */
const SUB_DELIMS = /[!'()*]/;
const SUB_DELIMS_ALL = /[!'()*]/g;

/**
 * RFC 5849 3.4.1.3.2: names and values encoded, sorted by name then value
 * (byte order: the encoded text is ASCII), joined with `=` and `&`.
 */
export function normalizedParams(params: ReadonlyArray<[string, string]>): string {
  const encoded = params.map(([name, value]) => [percentEncode(name), percentEncode(value)] as const);
  encoded.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  let out = '';
  for (let i = 0; i < encoded.length; i++) out += `${i > 0 ? '&' : ''}${encoded[i][0]}=${encoded[i][1]}`;
  return out;
}

/** RFC 5849 3.4.1: method, base string URI and normalised parameters, each encoded, joined with `&`. */
export function signatureBaseString(method: string, baseUri: string, normalized: string): string {
  return `${percentEncode(method ? method.toUpperCase() : 'GET')}&${percentEncode(baseUri)}&${percentEncode(normalized)}`;
}

function hmacSha1(key: string, text: string): string {
  return createHmac('sha1', key).update(text).digest('base64');
}
