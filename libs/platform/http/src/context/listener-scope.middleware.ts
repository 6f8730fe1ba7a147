import { NotFoundException } from '@nestjs/common';
import type { RequestHandler } from 'express';
import type { ErrorRenderer } from '../errors/api-exception.filter';
import { sendRendered } from '../errors/api-exception.filter';
import { interfaceOf, isSandboxRequest } from '../interface-kind';

/** The ads API version aviary serves, in the `x-current-api-version` header of every ads answer. */
export const CURRENT_ADS_API_VERSION = '12';

const SANDBOX_PATHS = /^\/(12|11|5|ton\/advertiser-api-async-analytics|health|openapi\.json|openapi\.yaml|docs)(\/|$)/;

/**
 * The sandbox listener serves the ads interface (and health and docs) only:
 * the platform interface, OAuth and the admin API live on the main listener.
 * Every ads answer, error or not, says which version is current.
 */
export function listenerScope(renderer: ErrorRenderer): RequestHandler {
  return (req, res, next) => {
    if (interfaceOf(req) === 'ads') res.setHeader('x-current-api-version', CURRENT_ADS_API_VERSION);
    if (isSandboxRequest(req) && !SANDBOX_PATHS.test(req.path)) {
      sendRendered(res, renderer.render(new NotFoundException('Not Found'), req));
      return;
    }
    next();
  };
}
