export class OAuth2TokenCommand {
  constructor(readonly appId: string) {}
}

export interface BearerTokenResponse {
  token_type: 'bearer';
  access_token: string;
}
