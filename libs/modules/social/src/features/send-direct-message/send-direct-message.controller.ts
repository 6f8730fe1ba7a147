import { commandRoute } from '@platform/auth';
import { SendDirectMessageCommand } from './send-direct-message.command';
import { SendDirectMessageRequest } from './send-direct-message.request';

/** Simulates a direct message from one user to another (activity events dm.sent and dm.received); answers the DM event. */
export class SendDirectMessageController extends commandRoute({
  method: 'POST',
  path: 'admin/direct_messages',
  handler: 'send',
  tag: 'admin',
  guard: 'admin',
  status: 201,
  request: SendDirectMessageRequest,
  command: ({ body }) => new SendDirectMessageCommand(body.sender_id, body.recipient_id, body.text),
}) {}
