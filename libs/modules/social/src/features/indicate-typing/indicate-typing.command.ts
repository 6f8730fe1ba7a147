export class IndicateTypingCommand {
  constructor(
    readonly senderId: string,
    readonly recipientId: string,
  ) {}
}
