import { numericId } from '@platform/ddd';
import { streamCommandHandler } from '@platform/event-store';
import { dmEventPayload } from '../../contracts/dm-activity';
import { DM_CONVERSATION, type DirectMessageSent } from '../../domain/dm-conversation';
import { ExistingUsers } from '../shared/existing-users';
import { SendDirectMessageCommand } from './send-direct-message.command';

export const SendDirectMessageHandler = streamCommandHandler(SendDirectMessageCommand, DM_CONVERSATION, {
  inject: [ExistingUsers],
  async decide({ senderId, recipientId, text }, users: ExistingUsers) {
    const pair = await users.participants({ id: senderId, parameter: 'sender_id' }, { id: recipientId, parameter: 'recipient_id' });
    const command = { type: 'SendDirectMessage' as const, eventId: numericId(), senderId, recipientId, text, users: pair };
    return { stream: DM_CONVERSATION.streamId(senderId, recipientId), command };
  },
  answer: ({ events }) => dmEventPayload(events[0].data as DirectMessageSent['data']),
});
