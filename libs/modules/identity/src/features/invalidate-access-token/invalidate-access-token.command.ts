export class InvalidateAccessTokenCommand {
  constructor(readonly token: string) {}
}
