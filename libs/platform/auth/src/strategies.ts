import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy as BearerStrategy } from 'passport-http-bearer';
import { CREDENTIAL_STORE, type CredentialStore } from './credential-store';
import type { Principal } from './principal';

export const APP_BEARER_STRATEGY = 'app-bearer';

/**
 * `Authorization: Bearer <token>`: an app-only token from POST /oauth2/token,
 * or an OAuth 2.0 user-context access token from POST /2/oauth2/token.
 */
@Injectable()
export class AppBearerStrategy extends PassportStrategy(BearerStrategy, APP_BEARER_STRATEGY) {
  constructor(@Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore) {
    super();
  }

  async validate(token: string): Promise<Principal | false> {
    const app = await this.credentials.findBearerToken(token);
    if (app) return { scheme: 'bearer', appId: app.appId, token };
    const user = await this.credentials.findUserBearerToken(token);
    return user ? { scheme: 'bearer', appId: user.appId, token, userId: user.userId, scopes: user.scopes, betas: user.betas } : false;
  }
}
