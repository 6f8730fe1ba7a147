import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AdsError } from '../errors/api-errors';

/**
 * Endpoints documented as "JSON body only": a request without a JSON body
 * (form-encoded, parameters in the query string, no body at all) is refused
 * before its parameters are read.
 */
@Injectable()
export class JsonBodyOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.is(['application/json', 'application/*+json'])) {
      const given = req.header('content-type');
      throw new AdsError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        given
          ? `Expected a JSON body (Content-Type: application/json), got Content-Type ${given}`
          : 'Expected a JSON body (Content-Type: application/json), got no body',
      );
    }
    return true;
  }
}
