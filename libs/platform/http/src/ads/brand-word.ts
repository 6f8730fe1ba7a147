/**
 * The spec writes the neutral word `post` where the real API has its brand
 * word (`tweet`); the official SDKs call the real paths and send the real
 * parameter names. Both are taken: paths are served under both spellings,
 * parameters are read under their neutral names.
 */
/** The word between underscores or slashes (`scheduled_posts`, `accounts/:account_id/tweets/:post_id`). */
const NEUTRAL = /(^|[_/])post(s?)(?=[_/]|$)/g;
const BRAND = /(^|[_/])tweet(s?)(?=[_/]|$)/g;

/** `scheduled_posts` → `scheduled_tweets`. */
export const withBrandWord = (name: string): string => name.replace(NEUTRAL, '$1tweet$2');

/** `tweet_ids` → `post_ids`; `accounts/:account_id/tweets` → `accounts/:account_id/posts`. */
export const withNeutralWord = (name: string): string => name.replace(BRAND, '$1post$2');

/**
 * Parameters sent under the brand word, under the neutral name a DTO
 * declares (`tweet_ids` as `post_ids`), unless the neutral one was sent too.
 */
export function neutralParams(raw: Record<string, unknown>, declared: { has(name: string): boolean }): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const key of Object.keys(raw)) {
    const neutral = withNeutralWord(key);
    if (neutral === key || !declared.has(neutral) || Object.hasOwn(raw, neutral)) continue;
    out ??= { ...raw };
    out[neutral] = out[key];
    delete out[key];
  }
  return out ?? raw;
}
