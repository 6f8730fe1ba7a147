export class DeleteSandboxAccountCommand {
  constructor(readonly accountId: string) {}
}
