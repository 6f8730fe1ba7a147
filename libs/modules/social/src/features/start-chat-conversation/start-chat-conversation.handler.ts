import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, numericId } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { CHAT_CONVERSATION_STREAM, chatConversationDecider, chatConversationStreamId } from '../../domain/chat-conversation';
import { chatConversationView, type ChatConversationView } from '../chat-conversation-view';
import { ExistingUsers } from '../existing-users';
import { StartChatConversationCommand } from './start-chat-conversation.command';

@CommandHandler(StartChatConversationCommand)
export class StartChatConversationHandler implements ICommandHandler<StartChatConversationCommand, ChatConversationView> {
  constructor(
    private readonly store: EventStore,
    private readonly users: ExistingUsers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ participantIds }: StartChatConversationCommand): Promise<ChatConversationView> {
    await Promise.all([...new Set(participantIds)].map((id) => this.users.get(id, 'participant_ids')));
    const conversationId = numericId();
    const { state } = await this.store.handle(chatConversationStreamId(conversationId), CHAT_CONVERSATION_STREAM, chatConversationDecider, {
      type: 'StartChatConversation',
      conversationId,
      participantIds,
      now: this.clock.now().toISOString(),
    });
    return chatConversationView(conversationId, state);
  }
}
