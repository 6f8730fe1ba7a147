import { withBrandWord } from './brand-word';

/**
 * The paths an ads controller answers on: `/12/<path>`, and `/11/<path>` too,
 * because the newest official python ads SDK still calls version 11. A list
 * of paths (one resource under two spellings) gives each under each version.
 */
export function adsPaths(path: string | readonly string[], versions: readonly string[] = ['12', '11']): string[] {
  const paths = typeof path === 'string' ? [path] : path;
  return paths.flatMap((p) => versions.map((version) => `${version}/${p.replace(/^\//, '')}`));
}

/**
 * A path with the neutral word `post` in its segments (`scheduled_posts`,
 * `post_previews`), and the same path as the official SDKs call it, with the
 * brand word (`scheduled_tweets`, `tweet_previews`): both are served.
 * Parameters (`:post_id`) keep their names.
 */
export function postPaths(path: string): string[] {
  const branded = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? segment : withBrandWord(segment)))
    .join('/');
  return branded === path ? [path] : [path, branded];
}
