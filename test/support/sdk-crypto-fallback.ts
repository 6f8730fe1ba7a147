/**
 * The official TypeScript SDK signs OAuth 1.0a requests with Node's crypto
 * through a dynamic import, which jest's VM refuses; the SDK then falls back
 * to its own HMAC-SHA1 (the signature is the same) and warns about it on
 * every request. Specs that sign with the SDK leave that one warning out of
 * the run's output; any other warning still shows.
 */
export function quietSdkCryptoFallback(): () => void {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Node.js crypto failed, falling back')) return;
    warn(...args);
  };
  return () => {
    console.warn = warn;
  };
}
