import { ExecutionContext, Inject, Injectable, applyDecorators, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth } from '@nestjs/swagger';
import { SETTINGS, type Settings } from '@platform/config';
import { requestContext } from '@platform/ddd';
import { ProblemError } from '@platform/http';
import { ADMIN_STRATEGY } from './admin.strategy';

/**
 * Guards the admin API: 404 for everything when no ADMIN_TOKEN is configured,
 * 401 problem for a missing or wrong token.
 */
@Injectable()
export class AdminAuthGuard extends AuthGuard(ADMIN_STRATEGY) {
  constructor(@Inject(SETTINGS) private readonly settings: Settings) {
    super({ session: false });
  }

  override canActivate(context: ExecutionContext) {
    if (!this.settings.ADMIN_TOKEN) {
      throw new ProblemError(404, 'about:blank', 'Not Found', 'The requested resource could not be found');
    }
    return super.canActivate(context);
  }

  override handleRequest<T>(error: unknown, principal: T): T {
    if (error || !principal) {
      throw new ProblemError(401, 'about:blank', 'Unauthorized', 'Unauthorized', {}, {
        'www-authenticate': 'Bearer realm="aviary-admin"',
      });
    }
    requestContext.assign({ authScheme: 'admin' });
    return principal;
  }
}

/** Marks a controller (or route) as part of the admin API. */
export const AdminOnly = () => applyDecorators(UseGuards(AdminAuthGuard), ApiBearerAuth('admin'));
