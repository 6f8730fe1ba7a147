import { createHash } from 'node:crypto';

/** The SHA-256 hex digest of a normalised value, as clients send audience users. */
export const sha256 = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('hex');

/** `n` users with hashed emails, distinct for each `tag`. */
export const hashedEmails = (tag: string, n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ email: [sha256(`${tag}-${from + i}@example.com`)] }));
