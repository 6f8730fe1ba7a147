import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * A local webhook receiver for the activity benchmark: one node:http server
 * for several webhooks, `/hook/<app>/<n>`. It answers CRC challenges with the
 * consumer secret of the app named in the path, and 200 to every POST, noting
 * when it arrived, its body and its signature header (checked afterwards, not
 * here, so the receiver stays as cheap for the pipeline as for the baseline).
 */
export interface ReceivedDelivery {
  path: string;
  at: number;
  body: string;
  signature: string | undefined;
}

export interface BenchReceiver {
  origin: string;
  challenges: number;
  deliveries: ReceivedDelivery[];
  /**
   * While true, POSTs are recorded but not answered (the sender's slots stay
   * taken, so its backlog builds up); release() answers them all.
   */
  holding: boolean;
  release(): void;
  /** Forgets what was received (between the pipeline run and the baseline runs). */
  reset(): void;
  close(): Promise<void>;
}

export function crcResponse(secret: string, token: string): string {
  return `sha256=${createHmac('sha256', secret).update(token).digest('base64')}`;
}

export async function startBenchReceiver(secrets: ReadonlyMap<string, string>): Promise<BenchReceiver> {
  const state = { challenges: 0, deliveries: [] as ReceivedDelivery[], holding: false };
  const held: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const app = /^\/hook\/([^/]+)\/[^/]+$/.exec(url.pathname)?.[1];
    const secret = app === undefined ? undefined : secrets.get(app);
    if (secret === undefined) {
      req.resume();
      return void res.writeHead(404).end();
    }
    if (req.method === 'GET') {
      const token = url.searchParams.get('crc_token');
      if (token === null) return void res.writeHead(400).end();
      state.challenges++;
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ response_token: crcResponse(secret, token) }));
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const signature = req.headers['x-platform-webhooks-signature'];
      state.deliveries.push({
        path: url.pathname,
        at: performance.now(),
        body: Buffer.concat(chunks).toString('utf8'),
        signature: typeof signature === 'string' ? signature : undefined,
      });
      if (state.holding) held.push(() => res.writeHead(200).end());
      else res.writeHead(200).end();
    });
  });
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    origin: `http://127.0.0.1:${port}`,
    release() {
      state.holding = false;
      for (const answer of held.splice(0)) answer();
    },
    reset() {
      state.deliveries = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        held.length = 0;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
