import { numericId } from '@platform/ddd';
import { dmEventPayload } from '../../contracts/dm-activity';
import type { DirectMessageSent } from '../../domain/dm-conversation';
import { dmConversationHandler } from '../shared/dm-conversation-handler';
import { SendDirectMessageCommand } from './send-direct-message.command';

export const SendDirectMessageHandler = dmConversationHandler<SendDirectMessageCommand, DirectMessageSent>(SendDirectMessageCommand, {
  users: ({ senderId, recipientId }) => [{ id: senderId, parameter: 'sender_id' }, { id: recipientId, parameter: 'recipient_id' }],
  command: ({ senderId, recipientId, text }, users) => ({ type: 'SendDirectMessage', eventId: numericId(), senderId, recipientId, text, users }),
  answer: dmEventPayload,
});
