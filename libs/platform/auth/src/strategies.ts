import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy as BearerStrategy } from 'passport-http-bearer';
import { CREDENTIAL_STORE, type CredentialStore } from './credential-store';
import type { Principal } from './principal';

export const APP_BEARER_STRATEGY = 'app-bearer';

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
