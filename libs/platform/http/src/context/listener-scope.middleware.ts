import { NotFoundException } from '@nestjs/common';
import type { RequestHandler } from 'express';
import type { ErrorRenderer } from '../errors/api-exception.filter';
import { sendRendered } from '../errors/api-exception.filter';
import { isSandboxRequest } from '../interface-kind';

const SANDBOX_PATHS = /^\/(12|11|5|health|openapi\.json|openapi\.yaml|docs)(\/|$)/;

/**
 * The sandbox listener serves the ads interface (and health and docs) only:
 * the platform interface, OAuth and the admin API live on the main listener.
 */
export function listenerScope(renderer: ErrorRenderer): RequestHandler {
  return (req, res, next) => {
    if (isSandboxRequest(req) && !SANDBOX_PATHS.test(req.path)) {
      sendRendered(res, renderer.render(new NotFoundException('Not Found'), req));
      return;
    }
    next();
  };
}
