/** Publishes a news story. */
export class PublishNewsStoryCommand {
  constructor(
    readonly name: string,
    readonly summary: string,
  ) {}
}
