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

/**
 * The rows of a feed file: CSV or TSV whose first line names the product
 * fields, or XML whose `<item>` (RSS) or `<entry>` (Atom) elements hold one
 * product each, a child element per field (a namespace prefix such as `g:`
 * is dropped).
 */
export function feedRows(text: string, format: FeedFormat): Array<Record<string, string>> {
  let rows: Array<Record<string, string>>;
  if (format === 'XML') rows = xmlRows(text);
  else {
    try {
      rows = parse(text, { columns: true, delimiter: format === 'TSV' ? '\t' : ',', skip_empty_lines: true, trim: true, bom: true });
    } catch (error) {
      throw new FeedFailure(`the feed is not valid ${format}: ${(error as Error).message}`);
    }
  }
  if (rows.length === 0) throw new FeedFailure('the feed has no product rows');
  if (rows.length > FEED_MAX_ROWS) throw new FeedFailure(`the feed has more than ${FEED_MAX_ROWS} rows`);
  return rows;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text content: CDATA kept as it is, entities decoded, surrounding space trimmed. */
function xmlText(raw: string): string {
  let out = '';
  for (const part of raw.split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)) {
    if (part.startsWith('<![CDATA[')) out += part.slice(9, -3);
    else
      out += part.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
        if (name[0] === '#') {
          const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
          return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
        }
        return ENTITIES[name.toLowerCase()] ?? whole;
      });
  }
  return out.trim();
}

function xmlRows(text: string): Array<Record<string, string>> {
  const body = text.replace(/^\uFEFF/, '').replace(/<!--[\s\S]*?-->/g, '');
  if (!/^\s*</.test(body)) throw new FeedFailure('the feed is not valid XML: it does not start with an element');
  const rows: Array<Record<string, string>> = [];
  for (const item of body.matchAll(/<(item|entry)(?:\s[^>]*)?>([\s\S]*?)<\/\1\s*>/g)) {
    const row: Record<string, string> = {};
    for (const field of item[2].matchAll(/<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)(?:\s[^>]*)?>([\s\S]*?)<\/(?:[A-Za-z_][\w.-]*:)?\1\s*>/g)) {
      row[field[1]] = xmlText(field[2]);
    }
    rows.push(row);
  }
  if (rows.length === 0 && !/<(rss|feed|channel)[\s>]/.test(body)) throw new FeedFailure('the feed is not valid XML: no <item> or <entry> elements');
  return rows;
}
