import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SETTINGS, type Settings } from '@platform/config';
import { CLOCK, type Clock, ConcurrencyError, type Environment, isoSeconds, type LifecycleState, numericId } from '@platform/ddd';
import { EventStore, Sweeper, WrongExpectedVersion } from '@platform/event-store';
import { postDecider, type PostMedia, type PublishScheduledPost } from '../../domain/post';
import type { MarkScheduledPostPublished, ScheduledPostView } from '../../domain/scheduled-post';
import { POST_STREAM, postStream } from '../../entities/post.stream';
import { ScheduledPost } from '../../entities/scheduled-post.entity';

const ATTEMPTS = 3;

/**
 * Publishes a scheduled post that is due: its stream decides it is published
 * (once, while still scheduled) and the new post's stream decides the post,
 * both appended in one transaction, or neither.
 */
@Injectable()
export class ScheduledPostPublishing {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async publish(environment: Environment, scheduledPostId: string): Promise<void> {
    const postId = numericId();
    const scheduledStream = ScheduledPost.streamId(environment, scheduledPostId);
    for (let attempt = 1; ; attempt++) {
      const { version, state } = await this.store.load<LifecycleState<ScheduledPostView>, never>(scheduledStream, ScheduledPost.decider);
      const scheduled = state.entity;
      const now = isoSeconds(this.clock.now());
      if (!scheduled || !state.accountId) return;
      const accountId = state.accountId;
      const mark: MarkScheduledPostPublished = { type: 'MarkScheduledPostPublished', environment, accountId, id: scheduledPostId, now, postId };
      const marked = ScheduledPost.decider.decide(mark as never, state);
      if (marked.length === 0) return;
      const publish: PublishScheduledPost = {
        type: 'PublishScheduledPost',
        environment,
        postId,
        now,
        scheduledPostId,
        accountId,
        authorId: scheduled.user_id,
        text: scheduled.text,
        nullcast: scheduled.nullcast,
        card: scheduled.card_uri && scheduled.card_type ? { cardUri: scheduled.card_uri, cardType: scheduled.card_type } : null,
        media: scheduled.media_keys.map((mediaKey, i): PostMedia => ({ mediaKey, mediaType: scheduled.media_types[i] ?? 'IMAGE' })),
      };
      const created = postDecider.decide(publish, {});
      try {
        await this.store.appendAll([
          { streamId: scheduledStream, streamType: ScheduledPost.streamType, events: marked, expectedVersion: version, accountId },
          { streamId: postStream(environment, postId), streamType: POST_STREAM, events: created, expectedVersion: 0, accountId },
        ]);
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion)) throw error;
        if (attempt >= ATTEMPTS) throw new ConcurrencyError(scheduledStream);
      }
    }
  }
}

/**
 * Looks for scheduled posts that are due every SCHEDULED_POST_POLL_MS and
 * publishes them. Replicas may sweep at once: a post is published once (its
 * stream's version decides). A sweeper rather than a checkpointed processor:
 * what wakes it is time, not an event.
 */
@Injectable()
export class ScheduledPostPublisher extends Sweeper {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly publishing: ScheduledPostPublishing,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.settings.SCHEDULED_POST_POLL_MS;
  }

  /** Publishes every scheduled post that is due, oldest first. */
  async sweep(): Promise<void> {
    const due = (await this.db.query(
      `SELECT environment, id FROM posts.scheduled_posts
        WHERE scheduled_status = 'SCHEDULED' AND NOT deleted AND scheduled_at <= $1 ORDER BY scheduled_at LIMIT 500`,
      [isoSeconds(this.clock.now())],
    )) as Array<{ environment: Environment; id: string }>;
    for (const row of due) {
      if (this.stopped) return;
      await this.within(row.environment, row.id, () => this.publishing.publish(row.environment, row.id));
    }
  }
}
