import { request, type IncomingMessage } from 'node:http';

/**
 * A real client of GET /2/activity/stream: keeps the response open and splits
 * what arrives into `\r\n`-terminated lines (keep-alives are empty lines).
 */
export interface ActivityStreamClient {
  status: number;
  headers: IncomingMessage['headers'];
  /** Activity items received so far, parsed. */
  items: Array<{ data: Record<string, unknown> }>;
  /** Every line received, keep-alives included (as ''). */
  lines: string[];
  /** Whether a line ever ended with a bare `\n` (it must be `\r\n`). */
  bareNewline: boolean;
  ended: Promise<void>;
  waitForItems(count: number, timeoutMs?: number): Promise<ActivityStreamClient['items']>;
  close(): void;
}

export function openActivityStream(base: string, token: string, query = ''): Promise<ActivityStreamClient> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/2/activity/stream${query}`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let buffer = '';
      let endedResolve!: () => void;
      const client: ActivityStreamClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        items: [],
        lines: [],
        bareNewline: false,
        ended: new Promise<void>((r) => (endedResolve = r)),
        async waitForItems(count, timeoutMs = 10_000) {
          const until = Date.now() + timeoutMs;
          while (client.items.length < count) {
            if (Date.now() > until) throw new Error(`expected ${count} stream items, got ${client.items.length}`);
            await new Promise((r) => setTimeout(r, 25));
          }
          return client.items;
        },
        close: () => req.destroy(),
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, at);
          buffer = buffer.slice(at + 1);
          if (!line.endsWith('\r')) client.bareNewline = true;
          const text = line.replace(/\r$/, '');
          client.lines.push(text);
          if (text !== '') client.items.push(JSON.parse(text));
        }
      });
      res.on('end', endedResolve);
      res.on('close', endedResolve);
      resolve(client);
    });
    req.on('error', (error) => (error.message === 'socket hang up' ? undefined : reject(error)));
    req.end();
  });
}
