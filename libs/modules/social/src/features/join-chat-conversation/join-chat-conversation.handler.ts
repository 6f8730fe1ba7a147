import { streamCommandHandler } from '@platform/event-store';
import { CHAT_CONVERSATION } from '../../domain/chat-conversation';
import { chatConversationView } from '../shared/chat-conversation-view';
import { ExistingUsers } from '../shared/existing-users';
import { JoinChatConversationCommand } from './join-chat-conversation.command';

export const JoinChatConversationHandler = streamCommandHandler(JoinChatConversationCommand, CHAT_CONVERSATION, {
  inject: [ExistingUsers],
  async decide({ conversationId, userId }, users: ExistingUsers) {
    await users.get(userId, 'user_id');
    return { stream: CHAT_CONVERSATION.streamId(conversationId), command: { type: 'JoinChatConversation' as const, conversationId, userId } };
  },
  answer: ({ state }, _decision, { conversationId }) => chatConversationView(conversationId, state),
});
