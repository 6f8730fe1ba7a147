import { request, type ClientRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * A real client of GET /2/activity/stream on its own socket: splits what
 * arrives into `\r\n`-terminated lines and notes when the line carrying each
 * `payload.after` value arrived.
 */
export interface StreamTap {
  /** Arrival time (performance.now()) of the line with this `after`, once it came. */
  arrivals: Map<string, number>;
  items: number;
  keepAlives: number;
  /** Lines not ending in `\r\n`. */
  bareNewlines: number;
  /** Resolves with the arrival time of the line carrying `after`; rejects after `timeoutMs`. */
  waitFor(after: string, timeoutMs: number): Promise<number>;
  close(): void;
}

/** Tells a set of waiters keyed by a string when that key arrives. */
export class Arrivals {
  readonly times = new Map<string, number>();
  private readonly waiters = new Map<string, () => void>();

  note(key: string, at: number): void {
    if (!this.times.has(key)) this.times.set(key, at);
    this.waiters.get(key)?.();
  }

  waitFor(key: string, timeoutMs: number, what: string): Promise<number> {
    const seen = this.times.get(key);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(key);
        reject(new Error(`${what} "${key}" did not arrive within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.set(key, () => {
        clearTimeout(timer);
        this.waiters.delete(key);
        resolve(this.times.get(key)!);
      });
    });
  }
}

export function openStreamTap(origin: string, token: string, connectTimeoutMs = 10_000): Promise<StreamTap> {
  return new Promise((resolve, reject) => {
    const arrivals = new Arrivals();
    let req: ClientRequest | undefined = undefined;
    const timer = setTimeout(() => {
      req?.destroy();
      reject(new Error(`GET /2/activity/stream: no response within ${connectTimeoutMs} ms`));
    }, connectTimeoutMs);
    req = request(`${origin}/2/activity/stream`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
      clearTimeout(timer);
      if (res.statusCode !== 200) {
        res.resume();
        req!.destroy();
        return reject(new Error(`GET /2/activity/stream: HTTP ${res.statusCode}`));
      }
      let buffer = '';
      const tap: StreamTap = {
        arrivals: arrivals.times,
        items: 0,
        keepAlives: 0,
        bareNewlines: 0,
        waitFor: (after, timeoutMs) => arrivals.waitFor(after, timeoutMs, 'stream line for'),
        close: () => req!.destroy(),
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 1);
          if (!line.endsWith('\r')) tap.bareNewlines++;
          const text = line.replace(/\r$/, '');
          if (text === '') {
            tap.keepAlives++;
            continue;
          }
          tap.items++;
          const after = (JSON.parse(text) as { data?: { payload?: { after?: unknown } } }).data?.payload?.after;
          if (typeof after === 'string') arrivals.note(after, at);
        }
      });
      res.on('error', () => undefined);
      resolve(tap);
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end();
  });
}
