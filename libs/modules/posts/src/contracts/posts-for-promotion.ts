import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdsEntities } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import { EventStore, type StreamGuard } from '@platform/event-store';
import { postDecider, postStream } from '../domain/post';
import type { ScheduledPostView } from '../domain/scheduled-post';
import { ScheduledPost } from '../entities/scheduled-post.entity';

/** A post as promotion judges it. */
export interface PostForPromotion {
  id: string;
  authorId: string;
  /** The card's type (`IMAGE_APP`, `VIDEO_WEBSITE`, `TEXT_POLLS`, ...), when the post has one. */
  cardType: string | null;
  mediaTypes: Array<'IMAGE' | 'GIF' | 'VIDEO'>;
}

/** A scheduled post as promotion judges it: still to be published. */
export interface ScheduledPostForPromotion {
  id: string;
  authorId: string;
  cardType: string | null;
  mediaTypes: Array<'IMAGE' | 'GIF' | 'VIDEO'>;
}

/**
 * What campaign management needs of posts to promote them: a live post and a
 * scheduled post of the account still to be published, read from their
 * streams with guards; and which scheduled posts became which posts.
 */
@Injectable()
export class PostsForPromotion {
  constructor(
    private readonly store: EventStore,
    private readonly entities: AdsEntities,
    @InjectDataSource() private readonly db: DataSource,
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
    if (!entity || entity.scheduled_status !== 'SCHEDULED') return { guard };
    return { scheduledPost: { id: entity.id, authorId: entity.user_id, cardType: entity.card_type, mediaTypes: entity.media_types }, guard };
  }

  /** Of these scheduled posts, the ones published, each with the post it became (one read, for a sweep). */
  async publications(scheduled: ReadonlyArray<{ environment: Environment; scheduledPostId: string }>): Promise<Map<string, string>> {
    if (scheduled.length === 0) return new Map();
    const rows = (await this.db.query(
      `SELECT s.environment, s.id, s.data->>'post_id' AS post_id
         FROM posts.scheduled_posts s JOIN unnest($1::text[], $2::text[]) AS w(environment, id) ON w.environment = s.environment AND w.id = s.id
        WHERE s.data->>'post_id' IS NOT NULL`,
      [scheduled.map((s) => s.environment), scheduled.map((s) => s.scheduledPostId)],
    )) as Array<{ environment: Environment; id: string; post_id: string }>;
    return new Map(rows.map((row) => [`${row.environment}/${row.id}`, row.post_id]));
  }
}
