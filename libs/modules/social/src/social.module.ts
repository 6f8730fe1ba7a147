import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ActivityMappingRegistry, EventTypeRegistry } from '@platform/event-store';
import { dmActivity } from './contracts/dm-activity';
import { spacesActivity } from './contracts/spaces-activity';
import { EndSpaceController } from './features/end-space/end-space.controller';
import { EndSpaceHandler } from './features/end-space/end-space.handler';
import { ExistingUsers } from './features/existing-users';
import { IndicateTypingController } from './features/indicate-typing/indicate-typing.controller';
import { IndicateTypingHandler } from './features/indicate-typing/indicate-typing.handler';
import { MarkDirectMessagesReadController } from './features/mark-direct-messages-read/mark-direct-messages-read.controller';
import { MarkDirectMessagesReadHandler } from './features/mark-direct-messages-read/mark-direct-messages-read.handler';
import { SendDirectMessageController } from './features/send-direct-message/send-direct-message.controller';
import { SendDirectMessageHandler } from './features/send-direct-message/send-direct-message.handler';
import { StartSpaceController } from './features/start-space/start-space.controller';
import { StartSpaceHandler } from './features/start-space/start-space.handler';
import { socialEventTypes } from './social.event-types';

/**
 * Social: direct messages and Spaces, which the platform API has no endpoints
 * for here, simulated through the admin API so that their activity events
 * (dm.*, spaces.*) flow. The state lives in the streams only: no tables.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    SendDirectMessageController,
    MarkDirectMessagesReadController,
    IndicateTypingController,
    StartSpaceController,
    EndSpaceController,
  ],
  providers: [
    ExistingUsers,
    SendDirectMessageHandler,
    MarkDirectMessagesReadHandler,
    IndicateTypingHandler,
    StartSpaceHandler,
    EndSpaceHandler,
  ],
})
export class SocialModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly activity: ActivityMappingRegistry,
  ) {}

  onModuleInit(): void {
    this.eventTypes.register(...socialEventTypes);
    this.activity.register(dmActivity, spacesActivity);
  }
}
