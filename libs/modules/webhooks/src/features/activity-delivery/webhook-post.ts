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

/**
 * `POST <url>` with `body`, answering the status alone: the response body is
 * read past and dropped. Redirects are not followed (a 3xx is the answer).
 * Rejects with a WebhookPostError when no answer came before `signal` aborted
 * or the connection failed.
 */
export function postWebhook(url: string, body: string, headers: Record<string, string>, signal: AbortSignal): Promise<number> {
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
        response.resume();
        // the connection goes back to the pool once the body is read past; an error then changes nothing
        response.on('error', () => undefined);
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => reject(new WebhookPostError(signal.aborted, error.code || error.message)));
    request.end(body);
  });
}
