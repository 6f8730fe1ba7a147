/** `grant_type=authorization_code`: the code, with the redirect URI and the PKCE verifier it was issued for. */
export class RedeemAuthorizationCodeCommand {
  constructor(
    readonly appId: string,
    readonly code: string,
    readonly redirectUri: string,
    readonly codeVerifier: string,
  ) {}
}

/** `grant_type=refresh_token`: the grant's current refresh token, replaced by the answer's. */
export class RefreshUserTokensCommand {
  constructor(
    readonly appId: string,
    readonly refreshToken: string,
  ) {}
}
