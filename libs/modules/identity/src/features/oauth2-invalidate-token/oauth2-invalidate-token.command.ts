export class OAuth2InvalidateTokenCommand {
  constructor(
    readonly appId: string,
    readonly accessToken: string,
  ) {}
}
