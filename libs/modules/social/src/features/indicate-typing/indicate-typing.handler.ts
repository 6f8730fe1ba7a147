import { dmTypingPayload } from '../../contracts/dm-activity';
import type { TypingIndicated } from '../../domain/dm-conversation';
import { dmConversationHandler } from '../shared/dm-conversation-handler';
import { IndicateTypingCommand } from './indicate-typing.command';

export const IndicateTypingHandler = dmConversationHandler<IndicateTypingCommand, TypingIndicated>(IndicateTypingCommand, {
  users: ({ senderId, recipientId }) => [{ id: senderId, parameter: 'sender_id' }, { id: recipientId, parameter: 'recipient_id' }],
  command: ({ senderId, recipientId }, users) => ({ type: 'IndicateTyping', senderId, recipientId, users }),
  answer: dmTypingPayload,
});
