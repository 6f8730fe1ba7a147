export class CreateSandboxAccountCommand {
  constructor(readonly ownerUserId: string) {}
}
