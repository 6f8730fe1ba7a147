export class RegisterUserCommand {
  constructor(
    readonly screenName: string,
    readonly password: string,
    readonly name?: string,
    readonly description?: string,
  ) {}
}
