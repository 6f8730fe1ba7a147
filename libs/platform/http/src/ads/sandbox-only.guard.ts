import { applyDecorators, CanActivate, Injectable, UseGuards } from '@nestjs/common';
import { requestContext } from '@platform/ddd';
import { AdsError } from '../errors/api-errors';

/** Routes the ads API offers on its sandbox only (create/delete accounts, features). */
@Injectable()
export class SandboxOnlyGuard implements CanActivate {
  canActivate(): boolean {
    if (requestContext.environment() !== 'sandbox') {
      throw new AdsError(403, 'ACTION_NOT_ALLOWED', 'This endpoint is available on the sandbox only');
    }
    return true;
  }
}

export const SandboxOnly = () => applyDecorators(UseGuards(SandboxOnlyGuard));
