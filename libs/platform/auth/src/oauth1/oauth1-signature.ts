import { timingSafeEqual } from 'node:crypto';
import { hmacsign } from 'oauth-sign';

/**
 * Checks an HMAC-SHA1 signature: the expected one is computed by `oauth-sign`
 * (RFC 5849 base string: encoded, byte-sorted parameters) for each base URI the
 * request may have been signed for, and compared in constant time.
 */
export function signatureMatches(
  signature: string,
  method: string,
  baseUris: readonly string[],
  params: ReadonlyArray<[string, string]>,
  consumerSecret: string,
  tokenSecret: string,
): boolean {
  const grouped: Record<string, string[]> = Object.create(null);
  for (const [name, value] of params) (grouped[name] ??= []).push(value);
  const given = Buffer.from(signature, 'utf8');
  let ok = false;
  for (const uri of baseUris) {
    const expected = Buffer.from(hmacsign(method, uri, grouped, consumerSecret, tokenSecret), 'utf8');
    if (expected.length === given.length && timingSafeEqual(expected, given)) ok = true;
  }
  return ok;
}
