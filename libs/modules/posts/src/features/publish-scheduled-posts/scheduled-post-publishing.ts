import { Inject, Injectable } from '@nestjs/common';
import { AdsEntities } from '@platform/ads-entity';
import { CLOCK, type Clock, type Environment, isoSeconds, numericId } from '@platform/ddd';
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
