import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, numericId } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { dmEventPayload, type DmEventPayload } from '../../contracts/dm-activity';
import {
  DM_CONVERSATION_STREAM,
  dmConversationDecider,
  dmConversationStreamId,
  type DirectMessageSent,
  oneToOneConversationId,
} from '../../domain/dm-conversation';
import { ExistingUsers } from '../existing-users';
import { SendDirectMessageCommand } from './send-direct-message.command';

@CommandHandler(SendDirectMessageCommand)
export class SendDirectMessageHandler implements ICommandHandler<SendDirectMessageCommand, DmEventPayload> {
  constructor(
    private readonly store: EventStore,
    private readonly users: ExistingUsers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ senderId, recipientId, text }: SendDirectMessageCommand): Promise<DmEventPayload> {
    const users = await this.users.participants({ id: senderId, parameter: 'sender_id' }, { id: recipientId, parameter: 'recipient_id' });
    const { events } = await this.store.handle(
      dmConversationStreamId(oneToOneConversationId(senderId, recipientId)),
      DM_CONVERSATION_STREAM,
      dmConversationDecider,
      { type: 'SendDirectMessage', eventId: numericId(), senderId, recipientId, text, users, now: this.clock.now().toISOString() },
    );
    return dmEventPayload(events[0].data as DirectMessageSent['data']);
  }
}
