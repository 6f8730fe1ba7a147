export class UpdateUserCommand {
  constructor(
    readonly userId: string,
    readonly changes: { name?: string; description?: string; screenName?: string; verified?: boolean },
  ) {}
}
