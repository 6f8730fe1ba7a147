import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, numericId } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { chatMessageView, type ChatMessageView } from '../../contracts/chat-activity';
import { CHAT_CONVERSATION_STREAM, chatConversationDecider, chatConversationStreamId, type ChatMessageSent } from '../../domain/chat-conversation';
import { SendChatMessageCommand } from './send-chat-message.command';

@CommandHandler(SendChatMessageCommand)
export class SendChatMessageHandler implements ICommandHandler<SendChatMessageCommand, ChatMessageView> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ conversationId, senderId, text }: SendChatMessageCommand): Promise<ChatMessageView> {
    const { events } = await this.store.handle(chatConversationStreamId(conversationId), CHAT_CONVERSATION_STREAM, chatConversationDecider, {
      type: 'SendChatMessage',
      conversationId,
      messageId: numericId(),
      senderId,
      text,
      now: this.clock.now().toISOString(),
    });
    return chatMessageView(events[0].data as ChatMessageSent['data']);
  }
}
