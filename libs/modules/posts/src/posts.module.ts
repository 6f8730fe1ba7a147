import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdsEntityRegistration, entityRoutes } from '@platform/ads-entity';
import { ActivityMappingRegistry, EventTypeRegistry, ProjectionRegistry } from '@platform/event-store';
import { CreativesModule } from '@modules/creatives';
import { postActivity } from './contracts/post-activity';
import { PostsForPromotion } from './contracts/posts-for-promotion';
import { DraftPost, ScheduledPost } from './entities/scheduled-post.entity';
import { AccountPosts } from './features/shared/account-posts';
import { AdsPostLookupsReader } from './features/shared/ads-post-lookups';
import { CreateAdsPostController } from './features/create-ads-post/create-ads-post.controller';
import { CreateAdsPostHandler } from './features/create-ads-post/create-ads-post.handler';
import { CreatePlatformPostController } from './features/create-platform-post/create-platform-post.controller';
import { CreatePlatformPostHandler } from './features/create-platform-post/create-platform-post.handler';
import { DeletePlatformPostController } from './features/delete-platform-post/delete-platform-post.controller';
import { DeletePostHandler } from './features/delete-platform-post/delete-post.handler';
import { GetPlatformPostController } from './features/get-platform-post/get-platform-post.controller';
import { ListPostsController } from './features/list-posts/list-posts.controller';
import { MentionedUsers } from './features/shared/mentioned-users';
import { PostAuthors } from './features/shared/post-authors';
import { PreviewDraftPostController } from './features/preview-draft-post/preview-draft-post.controller';
import { PreviewPostsController } from './features/preview-posts/preview-posts.controller';
import { ScheduledPostPublisher } from './features/publish-scheduled-posts/scheduled-post-publisher.sweeper';
import { ScheduledPostPublishing } from './features/publish-scheduled-posts/scheduled-post-publishing';
import { RenamePostController } from './features/rename-post/rename-post.controller';
import { RenamePostHandler } from './features/rename-post/rename-post.handler';
import { postsProjection } from './projections/posts.projection';
import { PostsReadModel } from './projections/posts.read-model';
import { likesProjection } from './projections/likes.projection';
import { LikesReadModel } from './projections/likes.read-model';
import { likeActivity } from './contracts/like-activity';
import { AdminLikePostController, LikePostController } from './features/like-post/like-post.controller';
import { ListLikesController } from './features/list-likes/list-likes.controller';
import { ListUserPostsController } from './features/list-user-posts/list-user-posts.controller';
import { LikePostHandler } from './features/like-post/like-post.handler';
import { LIKE } from './domain/like';
import { POST } from './domain/post';

/** The module's ads entities: registered (events, projection, history) and their declared routes mounted, from this list. */
const ENTITIES = [ScheduledPost, DraftPost];

/**
 * Posts: what creatives, campaigns and activity meet at. Posts made through
 * the ads API (on behalf of an account's promotable users, with its cards and
 * library media), published from a schedule, or made through the platform API
 * (by the calling user, with its uploads); scheduled and draft posts of an
 * account; the `post.create` and `post.delete` activity events. Its own
 * context: a post is its author's, reached from both APIs, not a creative of
 * one account.
 */
@Module({
  imports: [CqrsModule, CreativesModule],
  controllers: [
    CreateAdsPostController,
    RenamePostController,
    ListPostsController,
    PreviewPostsController,
    PreviewDraftPostController,
    CreatePlatformPostController,
    GetPlatformPostController,
    DeletePlatformPostController,
    LikePostController,
    AdminLikePostController,
    ListLikesController,
    ListUserPostsController,
    ...entityRoutes(ENTITIES),
  ],
  providers: [
    AdsPostLookupsReader,
    PostAuthors,
    MentionedUsers,
    PostsReadModel,
    LikesReadModel,
    AccountPosts,
    CreateAdsPostHandler,
    RenamePostHandler,
    CreatePlatformPostHandler,
    DeletePostHandler,
    ScheduledPostPublishing,
    ScheduledPostPublisher,
    PostsForPromotion,
    LikePostHandler,
  ],
  exports: [PostsForPromotion],
})
export class PostsModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
    private readonly activity: ActivityMappingRegistry,
    private readonly entities: AdsEntityRegistration,
  ) {}

  onModuleInit(): void {
    this.eventTypes.registerKinds(POST, LIKE);
    this.projections.register(postsProjection, likesProjection);
    this.entities.register(...ENTITIES);
    this.activity.register(postActivity, likeActivity);
  }
}
