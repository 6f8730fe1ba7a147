import { createHash, randomBytes, randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string over letters and digits (unbiased: rejection sampling). */
export function randomAlphanumeric(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHANUMERIC[byte % 62];
    }
  }
  return out;
}

/** Consumer key (25) and secret (50), as the platform's are shaped. */
export const newConsumerKey = () => randomAlphanumeric(25);
export const newConsumerSecret = () => randomAlphanumeric(50);

/** User access token `<user_id>-<random>` and its secret, as the platform's are shaped. */
export const newAccessToken = (userId: string) => `${userId}-${randomAlphanumeric(40)}`;
export const newTokenSecret = () => randomAlphanumeric(45);

/** Request token and secret of the three-legged flow. */
export const newRequestToken = () => randomAlphanumeric(32);

/** Verifier for the callback mode, or a 7-digit PIN for out-of-band. */
export const newVerifier = () => randomAlphanumeric(32);
export const newPin = () => String(randomInt(0, 10_000_000)).padStart(7, '0');

/** SHA-256 hex of a credential: how tokens are looked up without keeping them where a hash will do. */
export const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
