import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real local HTTP receiver for webhook specs: answers CRC challenges (right,
 * wrong, slowly or with an error, as the test sets) and records deliveries.
 */
export type CrcMode = 'correct' | 'wrong' | 'error' | 'slow';

export interface WebhookReceiver {
  url: string;
  mode: CrcMode;
  /** How deliveries (POSTs) are answered: 200, or 503 as a receiver that is down. */
  deliveryMode: 'accept' | 'fail';
  /** Deliveries refused while deliveryMode was 'fail'. */
  refused: number;
  /** How long the receiver takes to answer each delivery (a slow receiver). */
  deliveryDelayMs: number;
  /** How long a CRC challenge takes in the 'slow' mode. */
  crcDelayMs: number;
  challenges: string[];
  deliveries: Array<{ headers: IncomingMessage['headers']; body: string }>;
  close(): Promise<void>;
  /** Resolves once `count` deliveries have been accepted; rejects after `timeoutMs`. */
  waitForDeliveries(count: number, timeoutMs?: number): Promise<WebhookReceiver['deliveries']>;
}

export async function startWebhookReceiver(consumerSecret: string, path = '/hook'): Promise<WebhookReceiver> {
  const receiver = {
    mode: 'correct' as CrcMode,
    deliveryMode: 'accept' as 'accept' | 'fail',
    refused: 0,
    deliveryDelayMs: 0,
    crcDelayMs: 3500,
    challenges: [] as string[],
    deliveries: [] as WebhookReceiver['deliveries'],
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.searchParams.has('crc_token')) {
      const token = url.searchParams.get('crc_token')!;
      receiver.challenges.push(token);
      const answer = (secret: string) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({ response_token: `sha256=${createHmac('sha256', secret).update(token).digest('base64')}` }),
        );
      switch (receiver.mode) {
        case 'correct':
          return answer(consumerSecret);
        case 'wrong':
          return answer('not the secret');
        case 'error':
          return res.writeHead(500).end('boom');
        case 'slow':
          return void setTimeout(() => answer(consumerSecret), receiver.crcDelayMs);
      }
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      if (receiver.deliveryMode === 'fail') {
        receiver.refused++;
        return res.writeHead(503).end('down');
      }
      const accept = () => {
        receiver.deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200).end();
      };
      if (receiver.deliveryDelayMs > 0) setTimeout(accept, receiver.deliveryDelayMs);
      else accept();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}${path}`,
    async waitForDeliveries(count: number, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (receiver.deliveries.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} deliveries, got ${receiver.deliveries.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return receiver.deliveries;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
