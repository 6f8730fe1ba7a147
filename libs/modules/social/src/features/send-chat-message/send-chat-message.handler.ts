import { numericId } from '@platform/ddd';
import { streamCommandHandler } from '@platform/event-store';
import { chatMessageView } from '../../contracts/chat-activity';
import { CHAT_CONVERSATION, type ChatMessageSent } from '../../domain/chat-conversation';
import { SendChatMessageCommand } from './send-chat-message.command';

export const SendChatMessageHandler = streamCommandHandler(SendChatMessageCommand, CHAT_CONVERSATION, {
  decide: ({ conversationId, senderId, text }) => ({
    stream: CHAT_CONVERSATION.streamId(conversationId),
    command: { type: 'SendChatMessage' as const, conversationId, messageId: numericId(), senderId, text },
  }),
  answer: ({ events }) => chatMessageView(events[0].data as ChatMessageSent['data']),
});
