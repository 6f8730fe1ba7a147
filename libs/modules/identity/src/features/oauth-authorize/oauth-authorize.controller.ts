import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@platform/auth';
import { DomainError } from '@platform/ddd';
import { RateLimit } from '@platform/http';
import { AppsReadModel } from '../../projections/apps.read-model';
import { RequestTokensReadModel, type RequestTokenRow } from '../../projections/request-tokens.read-model';
import { UsersReadModel } from '../../projections/users.read-model';
import { verifyPassword } from '../../secrets/passwords';
import { authorizePage, deniedPage, errorPage, pinPage } from '../shared/authorize.page';
import { DecideRequestTokenCommand, type RequestTokenDecision } from './oauth-authorize.command';
import { sendPage as html } from '../shared/send-page';
import { WebSession } from '../shared/web-session';

type Mode = 'authorize' | 'authenticate';

/**
 * The user-facing step of the three-legged flow: GET /oauth/authorize and
 * /oauth/authenticate show the page (sign in, approve or deny), the form posts
 * to POST /oauth/authorize. `authenticate` skips the approval for a signed-in
 * user who already granted the app, when the app allows sign-in that way.
 */
@ApiExcludeController()
@Controller('oauth')
export class OAuthAuthorizeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly requestTokens: RequestTokensReadModel,
    private readonly apps: AppsReadModel,
    private readonly users: UsersReadModel,
    private readonly session: WebSession,
  ) {}

  @Get('authorize')
  @Public()
  @RateLimit(900, 900, 'oauth.authorize')
  async authorize(@Req() req: Request, @Res() res: Response, @Query() query: Record<string, unknown>): Promise<void> {
    await this.show('authorize', req, res, query);
  }

  @Get('authenticate')
  @Public()
  @RateLimit(900, 900, 'oauth.authorize')
  async authenticate(@Req() req: Request, @Res() res: Response, @Query() query: Record<string, unknown>): Promise<void> {
    await this.show('authenticate', req, res, query);
  }

  @Post('authorize')
  @HttpCode(200)
  @Public()
  @RateLimit(300, 900, 'oauth.authorize.submit')
  async submit(@Req() req: Request, @Res() res: Response, @Body() body: Record<string, unknown>): Promise<void> {
    const oauthToken = str(body.oauth_token);
    if (!this.session.csrfValid(req, oauthToken, body.csrf_token)) {
      return html(res, 403, errorPage('Something went wrong', 'This form has expired. Go back to the application and try again.'));
    }
    const pending = await this.requestTokens.pending(oauthToken);
    if (!pending) return this.invalidToken(res);
    const app = (await this.apps.get(pending.app_id))!;
    const forceLogin = body.force_login === 'true';

    if (body.action === 'deny') {
      return this.finish(res, pending, app.name, await this.decide(pending, 'deny', this.session.userId(req)));
    }
    if (body.action !== 'allow') return html(res, 400, errorPage('Something went wrong', 'Choose to authorize the app or cancel.'));

    let userId = forceLogin ? undefined : this.session.userId(req);
    if (!userId) {
      const screenName = str(body.screen_name);
      const user = screenName ? await this.users.forSignIn(screenName) : undefined;
      if (!user || !(await verifyPassword(str(body.password), user.password_hash))) {
        return html(
          res,
          401,
          authorizePage({
            appName: app.name,
            accessLevel: pending.access_level,
            oauthToken,
            csrf: this.session.csrfToken(req, res, oauthToken),
            screenName,
            forceLogin,
            error: 'The screen name and password you entered did not match our records.',
          }),
          pending.callback,
        );
      }
      userId = user.id;
      this.session.signIn(req, res, userId);
    }
    return this.finish(res, pending, app.name, await this.decide(pending, 'approve', userId));
  }

  private async show(mode: Mode, req: Request, res: Response, query: Record<string, unknown>): Promise<void> {
    const oauthToken = str(query.oauth_token);
    const pending = oauthToken ? await this.requestTokens.pending(oauthToken) : undefined;
    if (!pending) return this.invalidToken(res);
    const app = (await this.apps.get(pending.app_id))!;
    if (mode === 'authenticate' && app.desktop) {
      return html(res, 403, errorPage('Use /oauth/authorize', 'Desktop applications must use /oauth/authorize.'));
    }
    const forceLogin = str(query.force_login).toLowerCase() === 'true';
    const userId = forceLogin ? undefined : this.session.userId(req);
    const user = userId ? await this.users.get(userId) : undefined;
    if (user && mode === 'authenticate' && app.sign_in_with && (await this.requestTokens.hasGranted(user.id, app.id))) {
      return this.finish(res, pending, app.name, await this.decide(pending, 'approve', user.id));
    }
    html(
      res,
      200,
      authorizePage({
        appName: app.name,
        accessLevel: pending.access_level,
        oauthToken,
        csrf: this.session.csrfToken(req, res, oauthToken),
        signedInAs: user?.screen_name,
        screenName: str(query.screen_name),
        forceLogin,
      }),
      pending.callback,
    );
  }

  private async decide(pending: RequestTokenRow, decision: 'approve' | 'deny', userId?: string) {
    try {
      return await this.commands.execute<DecideRequestTokenCommand, RequestTokenDecision>(
        new DecideRequestTokenCommand(pending.token, pending.callback, decision, userId),
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'INVALID_TOKEN') return undefined;
      throw error;
    }
  }

  /** Redirects to the callback with the verifier (or `denied`), or shows the PIN for `oob`. */
  private finish(res: Response, pending: RequestTokenRow, appName: string, outcome?: RequestTokenDecision): void {
    if (!outcome) return this.invalidToken(res);
    if (outcome.callback === 'oob') {
      return html(res, 200, outcome.decision === 'approved' ? pinPage(appName, outcome.verifier) : deniedPage(appName));
    }
    const target = new URL(outcome.callback);
    if (outcome.decision === 'approved') {
      target.searchParams.set('oauth_token', pending.token);
      target.searchParams.set('oauth_verifier', outcome.verifier);
    } else {
      target.searchParams.set('denied', pending.token);
    }
    res.setHeader('cache-control', 'no-store');
    res.redirect(302, target.toString());
  }

  private invalidToken(res: Response): void {
    html(
      res,
      400,
      errorPage('This page is no longer valid', "It looks like someone already used the token information you provided, or it expired. Please return to the application and try again."),
    );
  }
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
