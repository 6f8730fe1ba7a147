export class StartSpaceCommand {
  constructor(
    readonly hostId: string,
    readonly title: string,
  ) {}
}
