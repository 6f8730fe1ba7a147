import { commandRoute } from '@platform/auth';
import { MarkDirectMessagesReadCommand } from './mark-direct-messages-read.command';
import { MarkDirectMessagesReadRequest } from './mark-direct-messages-read.request';

/** Simulates a user reading the messages of a conversation partner (activity event dm.read); answers the read receipt. */
export class MarkDirectMessagesReadController extends commandRoute({
  method: 'POST',
  path: 'admin/direct_messages/read',
  handler: 'read',
  tag: 'admin',
  guard: 'admin',
  status: 200,
  request: MarkDirectMessagesReadRequest,
  command: ({ body }) => new MarkDirectMessagesReadCommand(body.user_id, body.conversation_partner_id),
}) {}
