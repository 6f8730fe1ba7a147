export class OAuthAccessTokenCommand {
  constructor(
    readonly appId: string,
    readonly requestToken: string,
    readonly verifier: string,
  ) {}
}

export interface ExchangedAccessToken {
  oauth_token: string;
  oauth_token_secret: string;
  user_id: string;
  screen_name: string;
}
