import { createHash } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@platform/auth';
import { RateLimit } from '@platform/http';
import { UsersReadModel } from '../../projections/users.read-model';
import { verifyPassword } from '../../secrets/passwords';
import { errorPage, oauth2AuthorizePage } from '../shared/authorize.page';
import { sendPage } from '../shared/send-page';
import { WebSession } from '../shared/web-session';
import { OAuth2Clients } from '../shared/oauth2-clients';
import { type AuthorizationRequest, readAuthorizationRequest, redirectTo } from './authorization-request';
import { IssueAuthorizationCodeCommand } from './oauth2-authorize.command';

const REQUEST_PARAMS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method'] as const;

/**
 * The user-facing step of OAuth 2.0 Authorization Code with PKCE: GET shows
 * the consent page (signing in first when needed), the form posts back here;
 * approving redirects to the app's redirect URI with `code` and `state`,
 * cancelling with `error=access_denied`. Served at `/i/oauth2/authorize`, the
 * guides' address, and `/2/oauth2/authorize`, the `authorizationUrl` of the
 * platform's OpenAPI document.
 */
@ApiExcludeController()
@Controller(['i/oauth2', '2/oauth2'])
export class OAuth2AuthorizeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly clients: OAuth2Clients,
    private readonly users: UsersReadModel,
    private readonly session: WebSession,
  ) {}

  @Get('authorize')
  @Public()
  @RateLimit(900, 900, 'oauth.authorize')
  async show(@Req() req: Request, @Res() res: Response, @Query() query: Record<string, unknown>): Promise<void> {
    const read = await this.read(query);
    if ('done' in read) return read.done(res);
    const { request, appName } = read;
    const userId = this.session.userId(req);
    const user = userId ? await this.users.get(userId) : undefined;
    sendPage(res, 200, this.page(req, res, request, appName, { signedInAs: user?.screen_name }), request.redirectUri);
  }

  @Post('authorize')
  @HttpCode(200)
  @Public()
  @RateLimit(300, 900, 'oauth.authorize.submit')
  async submit(@Req() req: Request, @Res() res: Response, @Body() body: Record<string, unknown>): Promise<void> {
    const read = await this.read(body);
    if ('done' in read) return read.done(res);
    const { request, appId, appName } = read;
    if (!this.session.csrfValid(req, formKey(request), body.csrf_token)) {
      return sendPage(res, 403, errorPage('Something went wrong', 'This form has expired. Go back to the application and try again.'));
    }
    if (body.action === 'deny') return this.redirect(res, request, { error: 'access_denied', state: request.state });
    if (body.action !== 'allow') return sendPage(res, 400, errorPage('Something went wrong', 'Choose to authorize the app or cancel.'));

    let userId = this.session.userId(req);
    if (!userId) {
      const screenName = typeof body.screen_name === 'string' ? body.screen_name : '';
      const user = screenName ? await this.users.forSignIn(screenName) : undefined;
      const password = typeof body.password === 'string' ? body.password : '';
      if (!user || !(await verifyPassword(password, user.password_hash))) {
        const error = 'The screen name and password you entered did not match our records.';
        return sendPage(res, 401, this.page(req, res, request, appName, { screenName, error }), request.redirectUri);
      }
      userId = user.id;
      this.session.signIn(req, res, userId);
    }
    const code = await this.commands.execute<IssueAuthorizationCodeCommand, string>(new IssueAuthorizationCodeCommand(appId, userId, request));
    this.redirect(res, request, { state: request.state, code });
  }

  /** The request and its app, or the answer that ends here (an error page, or an error sent back to the redirect URI). */
  private async read(
    params: Record<string, unknown>,
  ): Promise<{ request: AuthorizationRequest; appId: string; appName: string } | { done: (res: Response) => void }> {
    const clientId = typeof params.client_id === 'string' ? params.client_id : '';
    const app = clientId ? await this.clients.app(clientId) : undefined;
    const read = readAuthorizationRequest(params, app);
    if ('request' in read) return { request: read.request, appId: app!.id, appName: app!.name };
    const { problem } = read;
    if ('show' in problem) return { done: (res) => sendPage(res, 400, errorPage('Something went wrong', problem.show)) };
    const redirectUri = params.redirect_uri as string;
    const state = typeof params.state === 'string' ? params.state : undefined;
    return {
      done: (res) => {
        res.setHeader('cache-control', 'no-store');
        res.redirect(302, redirectTo(redirectUri, { error: problem.redirect.error, error_description: problem.redirect.description, state }));
      },
    };
  }

  private page(
    req: Request,
    res: Response,
    request: AuthorizationRequest,
    appName: string,
    extra: { signedInAs?: string; screenName?: string; error?: string },
  ): string {
    return oauth2AuthorizePage({
      appName,
      params: formParams(request),
      scopes: request.scopes,
      csrf: this.session.csrfToken(req, res, formKey(request)),
      ...extra,
    });
  }

  private redirect(res: Response, request: AuthorizationRequest, params: Record<string, string>): void {
    res.setHeader('cache-control', 'no-store');
    res.redirect(302, redirectTo(request.redirectUri, params));
  }
}

function formParams(r: AuthorizationRequest): Record<(typeof REQUEST_PARAMS)[number], string> {
  return {
    response_type: 'code',
    client_id: r.clientId,
    redirect_uri: r.redirectUri,
    scope: r.scopes.join(' '),
    state: r.state,
    code_challenge: r.codeChallenge,
    code_challenge_method: r.codeChallengeMethod,
  };
}

/** What the form's CSRF token is tied to: the whole request, so no field can be changed on the way. */
const formKey = (r: AuthorizationRequest): string => createHash('sha256').update(JSON.stringify(formParams(r))).digest('base64url');
