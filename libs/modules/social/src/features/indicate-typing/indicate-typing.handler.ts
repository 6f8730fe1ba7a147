import { streamCommandHandler } from '@platform/event-store';
import { dmTypingPayload } from '../../contracts/dm-activity';
import { DM_CONVERSATION, type TypingIndicated } from '../../domain/dm-conversation';
import { ExistingUsers } from '../shared/existing-users';
import { IndicateTypingCommand } from './indicate-typing.command';

export const IndicateTypingHandler = streamCommandHandler(IndicateTypingCommand, DM_CONVERSATION, {
  inject: [ExistingUsers],
  async decide({ senderId, recipientId }, users: ExistingUsers) {
    const pair = await users.participants({ id: senderId, parameter: 'sender_id' }, { id: recipientId, parameter: 'recipient_id' });
    return { stream: DM_CONVERSATION.streamId(senderId, recipientId), command: { type: 'IndicateTyping' as const, senderId, recipientId, users: pair } };
  },
  answer: ({ events }) => dmTypingPayload(events[0].data as TypingIndicated['data']),
});
