export class RegisterAppCommand {
  constructor(
    readonly name: string,
    readonly callbackUrls: string[],
    readonly signInWith: boolean,
    readonly desktop: boolean,
  ) {}
}
