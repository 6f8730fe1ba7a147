import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy as BearerStrategy } from 'passport-http-bearer';
import { Strategy as CustomStrategy } from 'passport-custom';
import { CREDENTIAL_STORE, type CredentialStore } from './credential-store';
import { type OAuth1TokenKind, OAuth1Verifier } from './oauth1/oauth1-verifier';
import type { Principal } from './principal';

export const APP_BEARER_STRATEGY = 'app-bearer';
export const OAUTH1_STRATEGY = 'oauth1';

/** The token kind the route wants, set by the guard before the strategy runs. */
export const OAUTH1_TOKEN_KIND = Symbol('aviary.oauth1TokenKind');

/** OAuth 2.0 app-only: `Authorization: Bearer <token>` from POST /oauth2/token. */
@Injectable()
export class AppBearerStrategy extends PassportStrategy(BearerStrategy, APP_BEARER_STRATEGY) {
  constructor(@Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore) {
    super();
  }

  async validate(token: string): Promise<Principal | false> {
    const found = await this.credentials.findBearerToken(token);
    return found ? { scheme: 'bearer', appId: found.appId, token } : false;
  }
}

/** OAuth 1.0a: HMAC-SHA1 signed requests, with or without a user token. */
@Injectable()
export class OAuth1Strategy extends PassportStrategy(CustomStrategy, OAUTH1_STRATEGY) {
  constructor(private readonly verifier: OAuth1Verifier) {
    super();
  }

  async validate(req: Request): Promise<Principal> {
    const kind = ((req as unknown as Record<symbol, unknown>)[OAUTH1_TOKEN_KIND] as OAuth1TokenKind) ?? 'access';
    return this.verifier.verify(req, kind);
  }
}
