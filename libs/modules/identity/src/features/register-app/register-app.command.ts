export class RegisterAppCommand {
  constructor(
    readonly name: string,
    readonly callbackUrls: string[],
    readonly signInWith: boolean,
    readonly desktop: boolean,
    /** null: every beta. */
    readonly betas: string[] | null = null,
  ) {}
}
