import http from 'node:http';
import https from 'node:https';

/**
 * Keep-alive connections to the receivers, shared by every delivery of this
 * replica (never more sockets than deliveries in flight). Node's client
 * drops an idle socket before the receiver's `Keep-Alive: timeout` hint ends
 * it. `node:http` rather than `fetch`: the worker shares the event loop with
 * the API, and a WHATWG fetch (request and response streams, its own abort
 * signals) costs about three times the CPU of a plain request per delivery.
 */
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/** Why a POST got no answer: the signal ended it, or the connection failed (Node's error code where there is one). */
export class WebhookPostError extends Error {
  constructor(
    readonly timedOut: boolean,
    readonly reason: string,
  ) {
    super(timedOut ? 'no answer in time' : reason);
  }
}

/** Bytes of a receiver's answer kept for the delivery attempts log; the rest is read past. */
export const MAX_ANSWER_BYTES = 4096;
/** The answer headers kept (what tells a receiver's answer apart); the others are dropped. */
const KEPT_HEADERS = ['content-type', 'content-length', 'server', 'date', 'retry-after', 'location', 'x-request-id'];

/** A receiver's answer: its status, the headers worth showing, and the start of its body. */
export interface WebhookAnswer {
  status: number;
  headers: Record<string, string>;
  /** At most MAX_ANSWER_BYTES of the body (as UTF-8 text). */
  body: string;
}

/**
 * `POST <url>` with `body`, answering the status, a few headers and the first
 * MAX_ANSWER_BYTES of the body (the rest is read past and dropped). Redirects
 * are not followed (a 3xx is the answer). Rejects with a WebhookPostError when
 * no answer came before `signal` aborted or the connection failed; a body cut
 * short after the status came answers what arrived.
 */
export function postWebhook(url: string, body: string, headers: Record<string, string>, signal: AbortSignal): Promise<WebhookAnswer> {
  return new Promise((resolve, reject) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return reject(new WebhookPostError(false, 'invalid URL'));
    }
    const client = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : undefined;
    if (!client) return reject(new WebhookPostError(false, `unsupported protocol ${target.protocol}`));
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: agents[target.protocol as keyof typeof agents],
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        signal,
      },
      (response) => {
        const kept: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = response.headers[name];
          if (value !== undefined) kept[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const answered = () => resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks).toString('utf8') });
        response.on('data', (chunk: Buffer) => {
          if (size >= MAX_ANSWER_BYTES) return;
          chunks.push(chunk.subarray(0, MAX_ANSWER_BYTES - size));
          size += Math.min(chunk.length, MAX_ANSWER_BYTES - size);
        });
        // the connection goes back to the pool once the body is read; an error then answers what came
        response.on('end', answered);
        response.on('error', answered);
        response.on('aborted', answered);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => reject(new WebhookPostError(signal.aborted, error.code || error.message)));
    request.end(body);
  });
}
