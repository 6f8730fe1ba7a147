import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { OAuth2Error } from '../../domain/oauth2-user-grant';
import { type AppView, AppsReadModel } from '../../projections/apps.read-model';
import { appIdOfClientId } from '../../secrets/oauth2-client';
import { basicCredentials, sameSecret } from './basic-credentials';

/**
 * The client of the OAuth 2.0 user-context endpoints (token, revoke): a
 * confidential client authenticates with HTTP Basic (client id and secret,
 * each URL-encoded, RFC 6749 §2.3.1); a public client (a desktop app) names
 * itself with `client_id` in the body.
 */
@Injectable()
export class OAuth2Clients {
  constructor(private readonly apps: AppsReadModel) {}

  /** The app of a client id, if it names one. */
  async app(clientId: string): Promise<AppView | undefined> {
    const appId = appIdOfClientId(clientId);
    return appId ? this.apps.get(appId) : undefined;
  }

  async verify(req: Request, body: Record<string, unknown>): Promise<AppView> {
    const basic = basicCredentials(req);
    if (/^Basic\s/i.test(req.header('authorization') ?? '')) {
      const app = basic ? await this.app(basic.id) : undefined;
      if (!app || !basic || !sameSecret(basic.secret, app.oauth2_client_secret)) throw new OAuth2Error('invalid_client', 'Client authentication failed.');
      return app;
    }
    const clientId = typeof body.client_id === 'string' ? body.client_id : '';
    const app = clientId ? await this.app(clientId) : undefined;
    if (!app) throw new OAuth2Error('invalid_request', 'Missing required parameter [client_id].');
    // a confidential client must prove itself
    if (app.oauth2_client_secret !== null) throw new OAuth2Error('unauthorized_client', 'Missing valid authorization header');
    return app;
  }
}

/**
 * The form body of a request to the token or revoke endpoint: both pages ask
 * for `application/x-www-form-urlencoded`; another body is `invalid_request`.
 */
export function oauth2Form(req: Request): Record<string, unknown> {
  if (!req.is('application/x-www-form-urlencoded')) {
    throw new OAuth2Error('invalid_request', 'Content-Type must be application/x-www-form-urlencoded');
  }
  return (req.body ?? {}) as Record<string, unknown>;
}

/**
 * Answers a request of the OAuth 2.0 user-context endpoints: what `work`
 * gives, 200 and never cached, or its OAuth2Error as RFC 6749 §5.2 writes
 * one (`{error, error_description}`, 401 for client authentication, 400
 * otherwise). Other errors go on to the error filter.
 */
export async function answerOAuth2(res: Response, work: () => Promise<object>): Promise<void> {
  try {
    const body = await work();
    res.setHeader('cache-control', 'no-store');
    res.status(200).json(body);
  } catch (error) {
    if (!(error instanceof OAuth2Error)) throw error;
    res.status(error.error === 'invalid_client' ? 401 : 400).json({ error: error.error, error_description: error.description });
  }
}
