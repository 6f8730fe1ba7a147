import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import passport from 'passport';
import { requestContext } from '@platform/ddd';
import { ProblemError } from '@platform/http';
import { ADMIN_STRATEGY } from './admin.strategy';
import { AuthFailure, authFailureError } from './auth-failure';
import { AUTH_REQUIREMENT, type AuthRequirement } from './authenticated.decorator';
import type { AuthScheme, Principal } from './principal';
import { APP_BEARER_STRATEGY, OAUTH1_STRATEGY, OAUTH1_TOKEN_KIND } from './strategies';
import { SETTINGS, type Settings } from '@platform/config';
import { Inject } from '@nestjs/common';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one global guard: reads what the route declares (public, admin, or the
 * schemes it takes), picks the scheme from the Authorization header, runs
 * that passport strategy, and answers failures in the interface's own shape.
 * Routes that declare nothing are refused.
 */
@Injectable()
export class ApiAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const requirement = this.reflector.getAllAndOverride<AuthRequirement | undefined>(AUTH_REQUIREMENT, [
      context.getHandler(),
      context.getClass(),
    ]);
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    if (!requirement) {
      throw new ProblemError(500, 'about:blank', 'Internal Server Error', 'This route declares no authentication');
    }
    if (requirement.kind === 'public') return true;
    if (requirement.kind === 'admin') return this.admin(req, res);

    const presented = presentedScheme(req);
    if (!presented) throw authFailureError(new AuthFailure('missing'), req, requirement.schemes);
    if (!requirement.schemes.includes(presented)) {
      throw authFailureError(
        new AuthFailure('unsupported_scheme', presented === 'bearer' ? 'OAuth 2.0 Application-Only' : 'OAuth 1.0a User Context'),
        req,
        requirement.schemes,
      );
    }
    if (presented === 'oauth1') {
      (req as unknown as Record<symbol, unknown>)[OAUTH1_TOKEN_KIND] = requirement.oauth1Token ?? 'access';
    }
    let principal: Principal;
    try {
      principal = await authenticate(presented === 'oauth1' ? OAUTH1_STRATEGY : APP_BEARER_STRATEGY, req, res);
    } catch (error) {
      if (error instanceof AuthFailure) throw authFailureError(error, req, requirement.schemes);
      throw error;
    }
    if (
      principal.scheme === 'oauth1' &&
      principal.accessLevel === 'read' &&
      !READ_METHODS.has(req.method) &&
      !requirement.allowReadOnly
    ) {
      throw authFailureError(new AuthFailure('read_only'), req, requirement.schemes);
    }
    (req as unknown as { user: Principal }).user = principal;
    requestContext.assign({
      authScheme: principal.scheme,
      appId: principal.scheme === 'admin' ? undefined : principal.appId,
      userId: principal.scheme === 'oauth1' ? principal.userId : undefined,
      accessLevel: principal.scheme === 'oauth1' ? principal.accessLevel : undefined,
    });
    return true;
  }

  private async admin(req: Request, res: Response): Promise<boolean> {
    if (!this.settings.ADMIN_TOKEN) {
      throw new ProblemError(404, 'about:blank', 'Not Found', 'The requested resource could not be found');
    }
    try {
      (req as unknown as { user: Principal }).user = await authenticate(ADMIN_STRATEGY, req, res);
    } catch {
      throw new ProblemError(401, 'about:blank', 'Unauthorized', 'Unauthorized', {}, {
        'www-authenticate': 'Bearer realm="aviary-admin"',
      });
    }
    requestContext.assign({ authScheme: 'admin' });
    return true;
  }
}

/** The scheme of the Authorization header, if it is one we know. */
function presentedScheme(req: Request): AuthScheme | undefined {
  const header = req.header('authorization');
  if (!header) return undefined;
  if (/^OAuth\s/i.test(header)) return 'oauth1';
  if (/^Bearer\s/i.test(header)) return 'bearer';
  return undefined;
}

/** Runs one passport strategy; resolves its principal or rejects with an AuthFailure. */
function authenticate(strategy: string, req: Request, res: Response): Promise<Principal> {
  return new Promise((resolve, reject) => {
    passport.authenticate(strategy, { session: false }, (error: unknown, principal: Principal | false) => {
      if (error) return reject(error);
      if (!principal) return reject(new AuthFailure(strategy === OAUTH1_STRATEGY ? 'bad_signature' : 'invalid_token'));
      resolve(principal);
    })(req, res, (error?: unknown) => reject(error ?? new AuthFailure('missing')));
  });
}
