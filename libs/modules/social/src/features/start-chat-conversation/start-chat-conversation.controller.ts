import { commandRoute } from '@platform/auth';
import { StartChatConversationCommand } from './start-chat-conversation.command';
import { StartChatConversationRequest } from './start-chat-conversation.request';

/** Starts a chat conversation (activity event chat.conversation_join for each user in it); answers the conversation. */
export class StartChatConversationController extends commandRoute({
  method: 'POST',
  path: 'admin/chat/conversations',
  handler: 'start',
  tag: 'admin',
  guard: 'admin',
  status: 201,
  request: StartChatConversationRequest,
  command: ({ body }) => new StartChatConversationCommand(body.participant_ids),
}) {}
