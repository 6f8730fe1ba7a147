import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { dmReadPayload, type DmReadPayload } from '../../contracts/dm-activity';
import {
  DM_CONVERSATION_STREAM,
  dmConversationDecider,
  dmConversationStreamId,
  type DirectMessagesRead,
  oneToOneConversationId,
} from '../../domain/dm-conversation';
import { ExistingUsers } from '../existing-users';
import { MarkDirectMessagesReadCommand } from './mark-direct-messages-read.command';

@CommandHandler(MarkDirectMessagesReadCommand)
export class MarkDirectMessagesReadHandler implements ICommandHandler<MarkDirectMessagesReadCommand, DmReadPayload> {
  constructor(
    private readonly store: EventStore,
    private readonly users: ExistingUsers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ readerId, partnerId }: MarkDirectMessagesReadCommand): Promise<DmReadPayload> {
    const users = await this.users.participants({ id: readerId, parameter: 'user_id' }, { id: partnerId, parameter: 'conversation_partner_id' });
    const { events } = await this.store.handle(
      dmConversationStreamId(oneToOneConversationId(readerId, partnerId)),
      DM_CONVERSATION_STREAM,
      dmConversationDecider,
      { type: 'MarkDirectMessagesRead', readerId, partnerId, users, now: this.clock.now().toISOString() },
    );
    return dmReadPayload(events[0].data as DirectMessagesRead['data']);
  }
}
