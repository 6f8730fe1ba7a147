export class EndSpaceCommand {
  constructor(readonly spaceId: string) {}
}
