export class SetAppBetasCommand {
  constructor(
    readonly appId: string,
    readonly betas: string[],
  ) {}
}
