export class SendDirectMessageCommand {
  constructor(
    readonly senderId: string,
    readonly recipientId: string,
    readonly text: string,
  ) {}
}
