import { dmReadPayload } from '../../contracts/dm-activity';
import type { DirectMessagesRead } from '../../domain/dm-conversation';
import { dmConversationHandler } from '../shared/dm-conversation-handler';
import { MarkDirectMessagesReadCommand } from './mark-direct-messages-read.command';

export const MarkDirectMessagesReadHandler = dmConversationHandler<MarkDirectMessagesReadCommand, DirectMessagesRead>(MarkDirectMessagesReadCommand, {
  users: ({ readerId, partnerId }) => [{ id: readerId, parameter: 'user_id' }, { id: partnerId, parameter: 'conversation_partner_id' }],
  command: ({ readerId, partnerId }, users) => ({ type: 'MarkDirectMessagesRead', readerId, partnerId, users }),
  answer: dmReadPayload,
});
