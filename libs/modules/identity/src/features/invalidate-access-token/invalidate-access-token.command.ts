export class InvalidateAccessTokenCommand {
  constructor(
    readonly token: string,
    /** Named by the operator (the admin API): the token must be this user's. */
    readonly userId?: string,
  ) {}
}
