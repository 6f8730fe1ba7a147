import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Metrics } from './metrics';

/**
 * Times every request a server answers to the end of its answer and records it
 * by route template (`/12/accounts/:account_id/campaigns`, as express matched
 * it), so the series stay few whatever ids are called; requests no route
 * matched count as `unmatched`. A listener on the server, not an express
 * layer: routing stays as short as it was.
 */
export function recordHttpMetrics(server: Server, metrics: Metrics): void {
  const histogram = metrics.httpRequestDuration;
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const matched = req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };
      const route = matched.route?.path;
      histogram.observe(
        { method: req.method ?? '', route: typeof route === 'string' ? (matched.baseUrl ?? '') + route : 'unmatched', status: String(res.statusCode) },
        Number(process.hrtime.bigint() - started) / 1e9,
      );
    });
  });
}
