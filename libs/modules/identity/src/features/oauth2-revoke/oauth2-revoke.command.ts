/** Revokes the grant of an access or refresh token of the app (RFC 7009): both its tokens stop working. */
export class RevokeUserTokenCommand {
  constructor(
    readonly appId: string,
    readonly token: string,
  ) {}
}
