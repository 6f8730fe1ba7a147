import { streamCommandHandler } from '@platform/event-store';
import { dmReadPayload } from '../../contracts/dm-activity';
import { DM_CONVERSATION, type DirectMessagesRead } from '../../domain/dm-conversation';
import { ExistingUsers } from '../shared/existing-users';
import { MarkDirectMessagesReadCommand } from './mark-direct-messages-read.command';

export const MarkDirectMessagesReadHandler = streamCommandHandler(MarkDirectMessagesReadCommand, DM_CONVERSATION, {
  inject: [ExistingUsers],
  async decide({ readerId, partnerId }, users: ExistingUsers) {
    const pair = await users.participants({ id: readerId, parameter: 'user_id' }, { id: partnerId, parameter: 'conversation_partner_id' });
    return { stream: DM_CONVERSATION.streamId(readerId, partnerId), command: { type: 'MarkDirectMessagesRead' as const, readerId, partnerId, users: pair } };
  },
  answer: ({ events }) => dmReadPayload(events[0].data as DirectMessagesRead['data']),
});
