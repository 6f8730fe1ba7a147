import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SETTINGS, type Settings } from '@platform/config';
import { AdsEntities } from '@platform/ads-entity';
import { CLOCK, type Clock, type Environment, isoSeconds, numericId } from '@platform/ddd';
import { Sweeper } from '@platform/event-store';
import { POST, type PostMedia, type PublishScheduledPost } from '../../domain/post';
import type { ScheduledPostView } from '../../domain/scheduled-post';
import { ScheduledPost } from '../../entities/scheduled-post.entity';
import { MentionedUsers } from '../shared/mentioned-users';

/**
 * Publishes a scheduled post that is due: its stream decides it is published
 * (once, while still scheduled and due) and the new post's stream decides the
 * post, both appended in one transaction, or neither.
 */
@Injectable()
export class ScheduledPostPublishing {
  constructor(
    private readonly entities: AdsEntities,
    private readonly mentioned: MentionedUsers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async publish(environment: Environment, accountId: string, scheduledPostId: string): Promise<void> {
    const postId = numericId();
    await this.entities.execute(ScheduledPost, 'MarkScheduledPostPublished', { environment, accountId, id: scheduledPostId, postId }, async (scheduled) => {
      if (!scheduled) return {};
      const { user_id, text, nullcast, card_uri, card_type, media_keys, media_types } = scheduled as ScheduledPostView;
      // the post as scheduled, decided on its own (new) stream; written only if the publication is
      const publish: PublishScheduledPost = {
        type: 'PublishScheduledPost',
        environment,
        postId,
        now: isoSeconds(this.clock.now()),
        scheduledPostId,
        accountId,
        authorId: user_id,
        text,
        // mentions are of the users who have the handles when the post is published
        mentions: await this.mentioned.of(text),
        nullcast,
        card: card_uri && card_type ? { cardUri: card_uri, cardType: card_type } : null,
        media: media_keys.map((mediaKey, i): PostMedia => ({ mediaKey, mediaType: media_types[i] ?? 'IMAGE' })),
      };
      return { writes: [{ streamId: POST.streamId(environment, postId), streamType: POST.type, events: POST.decider.decide(publish, {}), expectedVersion: 0, accountId }] };
    });
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
      `SELECT environment, account_id, id FROM posts.scheduled_posts
        WHERE scheduled_status = 'SCHEDULED' AND NOT deleted AND scheduled_at <= $1 ORDER BY scheduled_at LIMIT 500`,
      [isoSeconds(this.clock.now())],
    )) as Array<{ environment: Environment; account_id: string; id: string }>;
    for (const row of due) {
      if (this.stopped) return;
      await this.within(row.environment, row.id, () => this.publishing.publish(row.environment, row.account_id, row.id));
    }
  }
}
