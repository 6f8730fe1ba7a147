/** Adds a user to a chat conversation. */
export class JoinChatConversationCommand {
  constructor(
    readonly conversationId: string,
    readonly userId: string,
  ) {}
}
