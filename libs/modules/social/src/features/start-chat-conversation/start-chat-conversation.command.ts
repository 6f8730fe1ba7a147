/** Starts a chat conversation between users. */
export class StartChatConversationCommand {
  constructor(readonly participantIds: string[]) {}
}
