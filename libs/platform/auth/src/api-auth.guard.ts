import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import passport from 'passport';
import { requestContext } from '@platform/ddd';
import { AdsError, interfaceOf, presentedScheme, ProblemError } from '@platform/http';
import { ADMIN_STRATEGY } from './admin.strategy';
import { ConsoleSession } from './console-session';
import { AuthFailure, authFailureError } from './auth-failure';
import { adsScopeFor, AUTH_REQUIREMENT, type AuthRequirement } from './authenticated.decorator';
import type { AuthScheme, Principal } from './principal';
import { OAuth1Verifier } from './oauth1/oauth1-verifier';
import { APP_BEARER_STRATEGY } from './strategies';
import { SETTINGS, type Settings } from '@platform/config';
import { Inject } from '@nestjs/common';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one global guard: reads what the route declares (public, admin, or the
 * schemes it takes), picks the scheme from the Authorization header, verifies
 * the OAuth 1.0a signature or runs the bearer token's passport strategy, and
 * answers failures in the interface's own shape. Routes that declare nothing
 * are refused.
 */
@Injectable()
export class ApiAuthGuard implements CanActivate {
  /** What each route declares, by class and handler: metadata does not change once the application runs. */
  private readonly requirements = new WeakMap<object, WeakMap<object, AuthRequirement | null>>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly oauth1: OAuth1Verifier,
    private readonly console: ConsoleSession,
  ) {}

  private requirementOf(context: ExecutionContext): AuthRequirement | undefined {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byHandler = this.requirements.get(controller);
    if (!byHandler) this.requirements.set(controller, (byHandler = new WeakMap()));
    let requirement = byHandler.get(handler);
    if (requirement === undefined) {
      requirement = this.reflector.getAllAndOverride<AuthRequirement | undefined>(AUTH_REQUIREMENT, [handler, controller]) ?? null;
      byHandler.set(handler, requirement);
    }
    return requirement ?? undefined;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const requirement = this.requirementOf(context);
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (!requirement) {
      throw new ProblemError(500, 'about:blank', 'Internal Server Error', 'This route declares no authentication');
    }
    if (requirement.kind === 'public') return true;
    if (requirement.kind === 'admin') return this.admin(req, res);

    const scheme = presentedScheme(req);
    // HTTP Basic is the OAuth 2.0 token endpoints' own: elsewhere it is no credential at all
    const presented = scheme === 'basic' ? undefined : scheme;
    if (!presented) throw authFailureError(new AuthFailure('missing'), req, requirement.schemes);
    const bearerTaken = requirement.schemes.includes('bearer') || requirement.schemes.includes('oauth2user');
    if (presented === 'bearer' ? !bearerTaken : !requirement.schemes.includes(presented)) {
      throw authFailureError(
        new AuthFailure('unsupported_scheme', presented === 'bearer' ? 'OAuth 2.0 Application-Only' : 'OAuth 1.0a User Context'),
        req,
        requirement.schemes,
      );
    }
    let principal: Principal;
    try {
      principal =
        presented === 'oauth1'
          ? await this.oauth1.verify(req, requirement.oauth1Token ?? 'access')
          : await authenticate(APP_BEARER_STRATEGY, req, res);
    } catch (error) {
      if (error instanceof AuthFailure) throw authFailureError(error, req, requirement.schemes);
      throw error;
    }
    if (principal.scheme === 'bearer') checkBearer(principal, requirement, req);
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
      userId: principal.scheme === 'oauth1' || principal.scheme === 'bearer' ? principal.userId : undefined,
      accessLevel: principal.scheme === 'oauth1' ? principal.accessLevel : undefined,
    });
    return true;
  }

  private async admin(req: Request, res: Response): Promise<boolean> {
    if (!this.settings.ADMIN_TOKEN) {
      throw new ProblemError(404, 'about:blank', 'Not Found', 'The requested resource could not be found');
    }
    try {
      // the console's pages call the admin API with their session cookie instead of the token
      (req as unknown as { user: Principal }).user =
        !req.headers.authorization && this.console.admits(req) ? { scheme: 'admin' } : await authenticate(ADMIN_STRATEGY, req, res);
    } catch {
      throw new ProblemError(401, 'about:blank', 'Unauthorized', 'Unauthorized', {}, {
        'www-authenticate': 'Bearer realm="aviary-admin"',
      });
    }
    requestContext.assign({ authScheme: 'admin' });
    return true;
  }
}

/**
 * A bearer token meets the route: an app-only token where app-only is taken,
 * a user-context token where OAuth 2.0 user context is taken, with every
 * scope the route needs (403 naming the missing ones otherwise).
 */
function checkBearer(
  principal: Extract<Principal, { scheme: 'bearer' }>,
  requirement: Extract<AuthRequirement, { kind: 'schemes' }>,
  req: Request,
): void {
  const scheme: AuthScheme = principal.userId ? 'oauth2user' : 'bearer';
  if (!requirement.schemes.includes(scheme)) {
    throw authFailureError(
      new AuthFailure('unsupported_scheme', scheme === 'oauth2user' ? 'OAuth 2.0 User Context' : 'OAuth 2.0 Application-Only'),
      req,
      requirement.schemes,
    );
  }
  const needed = requirement.adsScopes ? [adsScopeFor(req.method)] : (requirement.scopes ?? []);
  const missing = scheme === 'oauth2user' ? needed.filter((s) => !principal.scopes?.includes(s)) : [];
  if (missing.length > 0) {
    const message = `This endpoint needs the OAuth 2.0 scopes [${needed.join(' ')}]; the token was not granted [${missing.join(' ')}].`;
    // the ads API's 403 codes: a token that may not write is a read-only client; one that may not read, unauthorized
    if (interfaceOf(req) === 'ads') {
      throw new AdsError(403, missing.includes('ads.write') ? 'READONLY_CLIENT_APPLICATION' : 'UNAUTHORIZED_CLIENT_APPLICATION', message);
    }
    throw new ProblemError(403, 'about:blank', 'Forbidden', message);
  }
}

/** Runs one passport strategy; resolves its principal or rejects with an AuthFailure. */
function authenticate(strategy: string, req: Request, res: Response): Promise<Principal> {
  return new Promise((resolve, reject) => {
    passport.authenticate(strategy, { session: false }, (error: unknown, principal: Principal | false) => {
      if (error) return reject(error);
      if (!principal) return reject(new AuthFailure('invalid_token'));
      resolve(principal);
    })(req, res, (error?: unknown) => reject(error ?? new AuthFailure('missing')));
  });
}
