/**
 * The paths an ads controller answers on: `/12/<path>`, and `/11/<path>` too,
 * because the newest official python ads SDK still calls version 11.
 */
export function adsPaths(path: string, versions: readonly string[] = ['12', '11']): string[] {
  return versions.map((version) => `${version}/${path.replace(/^\//, '')}`);
}
