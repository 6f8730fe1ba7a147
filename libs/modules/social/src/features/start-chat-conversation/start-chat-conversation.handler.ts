import { numericId } from '@platform/ddd';
import { streamCommandHandler } from '@platform/event-store';
import { CHAT_CONVERSATION } from '../../domain/chat-conversation';
import { chatConversationView } from '../shared/chat-conversation-view';
import { ExistingUsers } from '../shared/existing-users';
import { StartChatConversationCommand } from './start-chat-conversation.command';

export const StartChatConversationHandler = streamCommandHandler(StartChatConversationCommand, CHAT_CONVERSATION, {
  inject: [ExistingUsers],
  async decide({ participantIds }, users: ExistingUsers) {
    await Promise.all([...new Set(participantIds)].map((id) => users.get(id, 'participant_ids')));
    const conversationId = numericId();
    return { stream: CHAT_CONVERSATION.streamId(conversationId), command: { type: 'StartChatConversation' as const, conversationId, participantIds }, conversationId };
  },
  answer: ({ state }, { conversationId }) => chatConversationView(conversationId, state),
});
