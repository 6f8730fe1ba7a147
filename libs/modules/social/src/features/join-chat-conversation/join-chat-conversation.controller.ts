import { commandRoute } from '@platform/auth';
import { checkConversationId } from '../shared/chat-conversation-view';
import { JoinChatConversationCommand } from './join-chat-conversation.command';
import { JoinChatConversationRequest } from './join-chat-conversation.request';

/** Adds a user to a chat conversation (chat.conversation_join for them and for the members); joining again changes nothing. */
export class JoinChatConversationController extends commandRoute({
  method: 'POST',
  path: 'admin/chat/conversations/:conversation_id/participants',
  handler: 'join',
  tag: 'admin',
  guard: 'admin',
  status: 200,
  request: JoinChatConversationRequest,
  command: ({ params, body }) => {
    checkConversationId(params.conversation_id);
    return new JoinChatConversationCommand(params.conversation_id, body.user_id);
  },
}) {}
