import { Injectable } from '@nestjs/common';
import { AdsEntities } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import { EventStore, type StreamGuard } from '@platform/event-store';
import { postDecider } from '../domain/post';
import { publicationOf, type ScheduledPostView, scheduledPostLifecycle } from '../domain/scheduled-post';
import { postStream } from '../entities/post.stream';
import { ScheduledPost } from '../entities/scheduled-post.entity';

/** A post as promotion judges it. */
export interface PostForPromotion {
  id: string;
  authorId: string;
  /** The card's type (`IMAGE_APP`, `VIDEO_WEBSITE`, `TEXT_POLLS`, ...), when the post has one. */
  cardType: string | null;
  mediaTypes: Array<'IMAGE' | 'GIF' | 'VIDEO'>;
}

/** A scheduled post as promotion judges it. */
export interface ScheduledPostForPromotion {
  id: string;
  authorId: string;
  cardType: string | null;
  mediaTypes: Array<'IMAGE' | 'GIF' | 'VIDEO'>;
  /** Still to be published. */
  scheduled: boolean;
  /** The post it became, once published. */
  postId: string | null;
}

/** The scheduled posts' event type a publication is recorded with (`publicationOf` reads it). */
export const SCHEDULED_POST_UPDATED = scheduledPostLifecycle.events.updated;
export { publicationOf };

/**
 * What campaign management needs of posts to promote them, read from their
 * streams with guards: a live post, a scheduled post of the account.
 */
@Injectable()
export class PostsForPromotion {
  constructor(
    private readonly store: EventStore,
    private readonly entities: AdsEntities,
  ) {}

  async post(environment: Environment, postId: string): Promise<{ post?: PostForPromotion; guard: StreamGuard }> {
    const streamId = postStream(environment, postId);
    const { version, state } = await this.store.load(streamId, postDecider);
    const guard = { streamId, expectedVersion: version };
    const post = state.post;
    if (!post || post.deleted) return { guard };
    return { post: { id: post.id, authorId: post.authorId, cardType: post.card?.cardType ?? null, mediaTypes: post.media.map((m) => m.mediaType) }, guard };
  }

  async scheduledPost(environment: Environment, accountId: string, scheduledPostId: string): Promise<{ scheduledPost?: ScheduledPostForPromotion; guard: StreamGuard }> {
    const { entity, guard } = await this.entities.load<ScheduledPostView>(ScheduledPost, environment, accountId, scheduledPostId);
    if (!entity) return { guard };
    return {
      scheduledPost: {
        id: entity.id,
        authorId: entity.user_id,
        cardType: entity.card_type,
        mediaTypes: entity.media_types,
        scheduled: entity.scheduled_status === 'SCHEDULED',
        postId: entity.post_id,
      },
      guard,
    };
  }
}
