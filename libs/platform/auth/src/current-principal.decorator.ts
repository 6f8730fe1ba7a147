import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { OAuth1Principal, Principal } from './principal';
import { ProblemError } from '@platform/http';

/** The authenticated principal of the request (`@CurrentPrincipal() principal: Principal`). */
export const CurrentPrincipal = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => (ctx.switchToHttp().getRequest() as { user?: Principal }).user,
);

/**
 * The app a request acts for (`@CallingApp() appId: string`), on routes
 * authenticated with an app-only bearer token or OAuth 1.0a.
 */
export const CallingApp = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const principal = (ctx.switchToHttp().getRequest() as { user?: Principal }).user;
  if (!principal || principal.scheme === 'admin') throw new Error('CallingApp on a route without an app');
  return principal.appId;
});

/**
 * The OAuth 1.0a principal of a request (`@OAuth1Caller() caller`): the app, and the user and token
 * when the request carried one, on routes authenticated with OAuth 1.0a.
 */
export const OAuth1Caller = createParamDecorator((_: unknown, ctx: ExecutionContext): OAuth1Principal => {
  const principal = (ctx.switchToHttp().getRequest() as { user?: Principal }).user;
  if (principal?.scheme !== 'oauth1') throw new Error('OAuth1Caller on a route not authenticated with OAuth 1.0a');
  return principal;
});

/** The user a request acts for (`@CallingUser() userId: string`), on user-context routes (OAuth 1.0a or OAuth 2.0). */
export const CallingUser = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const principal = (ctx.switchToHttp().getRequest() as { user?: Principal }).user;
  const userId = principal?.scheme === 'oauth1' || principal?.scheme === 'bearer' ? principal.userId : undefined;
  if (!userId) throw new Error('CallingUser on a route without user context');
  return userId;
});

/**
 * The user a `/2/users/:id/...` path names must be the one the request acts
 * for: the platform refuses acting for another user with 400
 * `invalid-request` naming the parameter. A malformed id is refused alike.
 */
export function checkAuthenticatingUser(parameter: string, value: string, userId: string): void {
  if (value !== userId) {
    throw ProblemError.invalidParameter(parameter, value, `The \`${parameter}\` query parameter value [${value}] must be the same as the authenticating user`);
  }
}
