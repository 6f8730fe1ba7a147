/** Sends a chat message to the other participants of a conversation. */
export class SendChatMessageCommand {
  constructor(
    readonly conversationId: string,
    readonly senderId: string,
    readonly text: string,
  ) {}
}
