import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { CHAT_CONVERSATION_STREAM, chatConversationDecider, chatConversationStreamId } from '../../domain/chat-conversation';
import { chatConversationView, type ChatConversationView } from '../chat-conversation-view';
import { ExistingUsers } from '../existing-users';
import { JoinChatConversationCommand } from './join-chat-conversation.command';

@CommandHandler(JoinChatConversationCommand)
export class JoinChatConversationHandler implements ICommandHandler<JoinChatConversationCommand, ChatConversationView> {
  constructor(
    private readonly store: EventStore,
    private readonly users: ExistingUsers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ conversationId, userId }: JoinChatConversationCommand): Promise<ChatConversationView> {
    await this.users.get(userId, 'user_id');
    const { state } = await this.store.handle(chatConversationStreamId(conversationId), CHAT_CONVERSATION_STREAM, chatConversationDecider, {
      type: 'JoinChatConversation',
      conversationId,
      userId,
      now: this.clock.now().toISOString(),
    });
    return chatConversationView(conversationId, state);
  }
}
