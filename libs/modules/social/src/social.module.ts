import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ActivityMappingRegistry, EventTypeRegistry, ProjectionRegistry } from '@platform/event-store';
import { chatActivity } from './contracts/chat-activity';
import { dmActivity } from './contracts/dm-activity';
import { newsActivity } from './contracts/news-activity';
import { relationshipActivity } from './contracts/relationship-activity';
import { spacesActivity } from './contracts/spaces-activity';
import { AdminBlockUserController } from './features/change-relationship/block-user.controller';
import { ChangeRelationshipHandler } from './features/change-relationship/change-relationship.handler';
import { EndSpaceController } from './features/end-space/end-space.controller';
import { EndSpaceHandler } from './features/end-space/end-space.handler';
import { ExistingUsers } from './features/shared/existing-users';
import { AdminFollowUserController, FollowUserController } from './features/change-relationship/follow-user.controller';
import { IndicateTypingController } from './features/indicate-typing/indicate-typing.controller';
import { IndicateTypingHandler } from './features/indicate-typing/indicate-typing.handler';
import { ListRelationshipsController } from './features/list-relationships/list-relationships.controller';
import { JoinChatConversationController } from './features/join-chat-conversation/join-chat-conversation.controller';
import { JoinChatConversationHandler } from './features/join-chat-conversation/join-chat-conversation.handler';
import { MarkDirectMessagesReadController } from './features/mark-direct-messages-read/mark-direct-messages-read.controller';
import { MarkDirectMessagesReadHandler } from './features/mark-direct-messages-read/mark-direct-messages-read.handler';
import { AdminMuteUserController, MuteUserController } from './features/change-relationship/mute-user.controller';
import { PublishNewsStoryController } from './features/publish-news-story/publish-news-story.controller';
import { PublishNewsStoryHandler } from './features/publish-news-story/publish-news-story.handler';
import { SendChatMessageController } from './features/send-chat-message/send-chat-message.controller';
import { SendChatMessageHandler } from './features/send-chat-message/send-chat-message.handler';
import { SendDirectMessageController } from './features/send-direct-message/send-direct-message.controller';
import { SendDirectMessageHandler } from './features/send-direct-message/send-direct-message.handler';
import { StartChatConversationController } from './features/start-chat-conversation/start-chat-conversation.controller';
import { StartChatConversationHandler } from './features/start-chat-conversation/start-chat-conversation.handler';
import { StartSpaceController } from './features/start-space/start-space.controller';
import { StartSpaceHandler } from './features/start-space/start-space.handler';
import { relationshipsProjection } from './projections/relationships.projection';
import { RelationshipsReadModel } from './projections/relationships.read-model';
import { CHAT_CONVERSATION } from './domain/chat-conversation';
import { DM_CONVERSATION } from './domain/dm-conversation';
import { NEWS_STORY } from './domain/news-story';
import { RELATIONSHIP } from './domain/relationship';
import { SPACE } from './domain/space';

/**
 * Social: follows and mutes (the platform's endpoints, and the admin API's
 * for any user), and the platform activity that has no public endpoint here
 * (direct messages, chat, Spaces, blocks, news), simulated through the admin
 * API, so that their activity events (follow.*, mute.*, dm.*, chat.*,
 * spaces.*, block.*, news.new) flow. The state lives in the streams; one
 * read model, of who follows, mutes and blocks whom, serves the platform's
 * relationship lists.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    SendDirectMessageController,
    MarkDirectMessagesReadController,
    IndicateTypingController,
    StartChatConversationController,
    JoinChatConversationController,
    SendChatMessageController,
    StartSpaceController,
    EndSpaceController,
    FollowUserController,
    MuteUserController,
    AdminFollowUserController,
    AdminMuteUserController,
    AdminBlockUserController,
    PublishNewsStoryController,
    ListRelationshipsController,
  ],
  providers: [
    ExistingUsers,
    RelationshipsReadModel,
    SendDirectMessageHandler,
    MarkDirectMessagesReadHandler,
    IndicateTypingHandler,
    StartChatConversationHandler,
    JoinChatConversationHandler,
    SendChatMessageHandler,
    StartSpaceHandler,
    EndSpaceHandler,
    ChangeRelationshipHandler,
    PublishNewsStoryHandler,
  ],
})
export class SocialModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly activity: ActivityMappingRegistry,
    private readonly projections: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    this.eventTypes.registerKinds(DM_CONVERSATION, CHAT_CONVERSATION, SPACE, RELATIONSHIP, NEWS_STORY);
    this.activity.register(dmActivity, chatActivity, spacesActivity, relationshipActivity, newsActivity);
    this.projections.register(relationshipsProjection);
  }
}
