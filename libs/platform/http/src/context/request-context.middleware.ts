import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { requestContext } from '@platform/ddd';
import { isSandboxRequest } from '../interface-kind';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Opens the request context (request id, correlation id, environment) for the
 * rest of the request. A well-formed incoming `x-request-id` is kept; the id is
 * echoed back in `x-request-id`, and logged with every line of the request.
 */
export function requestContextMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header('x-request-id');
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  const correlation = req.header('x-correlation-id');
  (req as unknown as { id: string }).id = requestId;
  res.setHeader('x-request-id', requestId);
  requestContext.run(
    {
      requestId,
      correlationId: correlation && REQUEST_ID.test(correlation) ? correlation : requestId,
      environment: isSandboxRequest(req) ? 'sandbox' : 'production',
    },
    next,
  );
}
