import { parse } from 'csv-parse/sync';
import type { FeedFormat } from '../../domain/scheduled-feed';

/** The largest feed file fetched, and the most rows one run applies. */
export const FEED_MAX_BYTES = 10_000_000;
export const FEED_MAX_ROWS = 10_000;
const FETCH_TIMEOUT_MS = 30_000;

/** Why a feed run fails: said in the run's outcome. */
export class FeedFailure extends Error {}

/**
 * The feed file at `url`: from an allowed host only, answered 200 (a redirect
 * is not followed: it could lead anywhere), within the size limit, in time.
 */
export async function fetchFeed(url: string, allowedHosts: string): Promise<string> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const allowed = allowedHosts.split(',').map((h) => h.trim().replace(/^\[|\]$/g, '').toLowerCase());
  if (!allowed.includes('*') && !allowed.includes(host.toLowerCase())) {
    throw new FeedFailure(`the host ${host} is not one feeds may be fetched from (CATALOG_FEED_ALLOWED_HOSTS)`);
  }
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new FeedFailure(`the feed could not be fetched: ${(error as Error).message}`);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new FeedFailure(`the feed URL answered HTTP ${response.status}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += (chunk as Uint8Array).length;
    if (size > FEED_MAX_BYTES) throw new FeedFailure(`the feed is larger than ${FEED_MAX_BYTES} bytes`);
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The rows of a CSV or TSV file whose first line names the product fields. */
export function feedRows(text: string, format: FeedFormat): Array<Record<string, string>> {
  let rows: Array<Record<string, string>>;
  try {
    rows = parse(text, { columns: true, delimiter: format === 'TSV' ? '\t' : ',', skip_empty_lines: true, trim: true, bom: true });
  } catch (error) {
    throw new FeedFailure(`the feed is not valid ${format}: ${(error as Error).message}`);
  }
  if (rows.length === 0) throw new FeedFailure('the feed has no product rows');
  if (rows.length > FEED_MAX_ROWS) throw new FeedFailure(`the feed has more than ${FEED_MAX_ROWS} rows`);
  return rows;
}
