import { commandRoute } from '@platform/auth';
import { IndicateTypingCommand } from './indicate-typing.command';
import { IndicateTypingRequest } from './indicate-typing.request';

/** Simulates a user typing in the conversation with another (activity event dm.indicate_typing). */
export class IndicateTypingController extends commandRoute({
  method: 'POST',
  path: 'admin/direct_messages/typing',
  handler: 'typing',
  tag: 'admin',
  guard: 'admin',
  status: 200,
  request: IndicateTypingRequest,
  command: ({ body }) => new IndicateTypingCommand(body.sender_id, body.recipient_id),
}) {}
