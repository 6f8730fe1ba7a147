import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { dmTypingPayload, type DmTypingPayload } from '../../contracts/dm-activity';
import {
  DM_CONVERSATION_STREAM,
  dmConversationDecider,
  dmConversationStreamId,
  oneToOneConversationId,
  type TypingIndicated,
} from '../../domain/dm-conversation';
import { ExistingUsers } from '../existing-users';
import { IndicateTypingCommand } from './indicate-typing.command';

@CommandHandler(IndicateTypingCommand)
export class IndicateTypingHandler implements ICommandHandler<IndicateTypingCommand, DmTypingPayload> {
  constructor(
    private readonly store: EventStore,
    private readonly users: ExistingUsers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ senderId, recipientId }: IndicateTypingCommand): Promise<DmTypingPayload> {
    const users = await this.users.participants({ id: senderId, parameter: 'sender_id' }, { id: recipientId, parameter: 'recipient_id' });
    const { events } = await this.store.handle(
      dmConversationStreamId(oneToOneConversationId(senderId, recipientId)),
      DM_CONVERSATION_STREAM,
      dmConversationDecider,
      { type: 'IndicateTyping', senderId, recipientId, users, now: this.clock.now().toISOString() },
    );
    return dmTypingPayload(events[0].data as TypingIndicated['data']);
  }
}
