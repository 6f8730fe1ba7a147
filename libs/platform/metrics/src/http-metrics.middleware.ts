import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics';

/**
 * Times every request to the end of its answer and records it by route
 * template (`/12/accounts/:account_id/campaigns`), so the series stay few
 * whatever ids are called; requests no route matched count as `unmatched`.
 */
export function httpMetricsMiddleware(metrics: Metrics) {
  const histogram = metrics.httpRequestDuration;
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const route = req.route?.path;
      histogram.observe(
        {
          method: req.method,
          route: typeof route === 'string' ? req.baseUrl + route : 'unmatched',
          status: String(res.statusCode),
        },
        Number(process.hrtime.bigint() - started) / 1e9,
      );
    });
    next();
  };
}
