import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Lets a listener's kept-alive connections go at shutdown. `server.close()`
 * stops new connections but serves the open ones for as long as their clients
 * keep sending; draining answers every request in flight, and any that still
 * arrives on an open connection, with `Connection: close`, and closes each
 * connection as soon as its answer is out (idle ones at once). Clients then
 * reconnect to another replica without ever losing a request already sent.
 */
export class ConnectionDrain {
  private readonly inFlight = new Set<ServerResponse>();
  private draining = false;

  constructor(private readonly server: Server) {
    // before the application's handler, so even an answer written synchronously is marked
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
      if (this.draining) {
        res.shouldKeepAlive = false;
        return;
      }
      this.inFlight.add(res);
      res.once('close', () => this.inFlight.delete(res));
    });
  }

  /** Stops reuse of every connection; answers in flight still finish. */
  start(): void {
    if (this.draining) return;
    this.draining = true;
    for (const res of this.inFlight) {
      // Node writes `Connection: close` and ends the socket after the answer
      if (!res.headersSent) res.shouldKeepAlive = false;
      // headers already out with keep-alive (a long answer): end the connection after it
      else res.once('finish', () => res.socket?.end());
    }
    this.inFlight.clear();
    this.server.closeIdleConnections();
  }
}
