import type { AccessLevel } from '../../domain/access-token';

export class OAuthRequestTokenCommand {
  constructor(
    readonly appId: string,
    readonly callback: string,
    readonly accessLevel: AccessLevel,
  ) {}
}

export interface IssuedRequestToken {
  oauth_token: string;
  oauth_token_secret: string;
  oauth_callback_confirmed: 'true';
}
