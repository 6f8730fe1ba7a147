import { randomInt } from 'node:crypto';

/**
 * Identifier generators, one per id family the APIs use:
 * - numeric strings (snowflake-like: time, worker, sequence) for users, apps,
 *   cards, catalogs, products, posts and webhooks; at most 19 digits;
 * - short base36 strings for ads entities (accounts, campaigns, line items...);
 * - media keys `<n>_<digits>`;
 * - Space ids, 13 letters and digits.
 * Time-ordered so that ids sort roughly by creation, random in the low bits so
 * that replicas do not collide.
 */
const EPOCH = 1288834974657n; // the platform's snowflake epoch
const WORKER_BITS = 10n;
const SEQUENCE_BITS = 12n;
const workerId = BigInt(randomInt(0, 1 << Number(WORKER_BITS)));
let lastMs = -1n;
let sequence = 0n;

export function snowflake(now: number = Date.now()): bigint {
  let ms = BigInt(now);
  if (ms < lastMs) ms = lastMs; // clock went backwards: stay monotonic
  if (ms === lastMs) {
    sequence = (sequence + 1n) & ((1n << SEQUENCE_BITS) - 1n);
    if (sequence === 0n) ms = lastMs + 1n; // sequence exhausted: borrow the next millisecond
  } else {
    sequence = BigInt(randomInt(0, 1 << 8)); // start low bits at random across replicas
  }
  lastMs = ms;
  return ((ms - EPOCH) << (WORKER_BITS + SEQUENCE_BITS)) | (workerId << SEQUENCE_BITS) | sequence;
}

/** A numeric string id, `^[0-9]{1,19}$`. */
export function numericId(): string {
  return snowflake().toString();
}

const ADS_EPOCH = BigInt(Date.UTC(2020, 0, 1));
const adsWorker = BigInt(randomInt(0, 32));
let adsLastMs = -1n;
let adsSequence = 0n;

/**
 * A short lowercase base36 id for ads entities (at most 12 characters, for
 * example `1a2b3c4d5e6`): milliseconds since 2020, 5 worker bits and a 12-bit
 * sequence, so ids from one process never repeat.
 */
export function base36Id(now: number = Date.now()): string {
  let ms = BigInt(now) - ADS_EPOCH;
  if (ms < adsLastMs) ms = adsLastMs;
  if (ms === adsLastMs) {
    adsSequence = (adsSequence + 1n) & 0xfffn;
    if (adsSequence === 0n) ms = adsLastMs + 1n;
  } else {
    adsSequence = BigInt(randomInt(0, 256));
  }
  adsLastMs = ms;
  return ((ms << 17n) | (adsWorker << 12n) | adsSequence).toString(36);
}

/** Media kinds as the media key prefix numbers them. */
export const MEDIA_KEY_PREFIX = { image: 3, video: 7, gif: 16, amplify_video: 13, subtitles: 18 } as const;
export type MediaKind = keyof typeof MEDIA_KEY_PREFIX;

export function mediaKey(kind: MediaKind): string {
  return `${MEDIA_KEY_PREFIX[kind]}_${numericId()}`;
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A Space id as the platform writes them: 13 letters and digits, for example
 * `1qxvvvyLLdnxB` (the ones seen all start with `1`). Random, not time-ordered:
 * 12 random characters give 71 bits.
 */
export function spaceId(): string {
  let id = '1';
  for (let i = 0; i < 12; i++) id += ALPHANUMERIC[randomInt(0, ALPHANUMERIC.length)];
  return id;
}

export const NUMERIC_ID = /^[0-9]{1,19}$/;
export const SPACE_ID = /^[A-Za-z0-9]{13}$/;
export const BASE36_ID = /^[0-9a-z]{1,20}$/;
export const MEDIA_KEY = /^\d+_\d{1,19}$/;
