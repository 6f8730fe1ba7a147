import { commandRoute } from '@platform/auth';
import { checkConversationId } from '../shared/chat-conversation-view';
import { SendChatMessageCommand } from './send-chat-message.command';
import { SendChatMessageRequest } from './send-chat-message.request';

/** Sends a message in a chat conversation (chat.sent for the sender, chat.received for the other participants); answers the message event. */
export class SendChatMessageController extends commandRoute({
  method: 'POST',
  path: 'admin/chat/conversations/:conversation_id/messages',
  handler: 'send',
  tag: 'admin',
  guard: 'admin',
  status: 201,
  request: SendChatMessageRequest,
  command: ({ params, body }) => {
    checkConversationId(params.conversation_id);
    return new SendChatMessageCommand(params.conversation_id, body.sender_id, body.text);
  },
}) {}
