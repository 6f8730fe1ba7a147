export class AdminAdvanceClockCommand {
  constructor(
    readonly accountId: string,
    readonly hours: number,
  ) {}
}
