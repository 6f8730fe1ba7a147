import { Injectable } from '@nestjs/common';
import { AdsEntities } from '@platform/ads-entity';
import { DomainError, type Environment } from '@platform/ddd';
import { Sweeper } from '@platform/event-store';
import { PostsForPromotion } from '@modules/posts';
import type { CreatePromotedPost, PromotedPostView, RecordScheduledPromotedPostPublished, ScheduledPromotedPostView } from '../../domain/promotion';
import { PromotedPost, ScheduledPromotedPost } from '../../entities/promotion.entity';
import { PromotionContext } from '../shared/promotion-context';

interface Waiting {
  environment: Environment;
  account_id: string;
  id: string;
  line_item_id: string;
  scheduled_post_id: string;
}

/**
 * Once a scheduled post is published, its scheduled promotions become
 * promoted posts: every SCHEDULED_POST_POLL_MS the scheduled promoted posts
 * still waiting are looked at (which of their scheduled posts were published,
 * in one read); for each whose scheduled post became a post,
 * the post is promoted on the line item (as a promoted post of the same id,
 * when the line item still takes it) and the publication recorded. Both steps
 * are idempotent, so replicas may sweep at once and a sweep cut short is
 * finished by the next.
 */
@Injectable()
export class ScheduledPromotionSweeper extends Sweeper {
  constructor(
    private readonly entities: AdsEntities,
    private readonly posts: PostsForPromotion,
    private readonly context: PromotionContext,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.settings.SCHEDULED_POST_POLL_MS;
  }

  async sweep(): Promise<void> {
    const waiting = (await this.db.query(
      `SELECT environment, account_id, id, line_item_id, scheduled_post_id FROM campaigns.scheduled_promoted_posts
        WHERE post_id = '' AND NOT deleted ORDER BY created_at LIMIT 500`,
    )) as Waiting[];
    const published = await this.posts.publications(waiting.map((row) => ({ environment: row.environment, scheduledPostId: row.scheduled_post_id })));
    const due = waiting.flatMap((row) => {
      const postId = published.get(`${row.environment}/${row.scheduled_post_id}`);
      return postId ? [{ row, postId }] : [];
    });
    await this.stepThrough(
      due,
      ({ row }) => [row.environment, row.id],
      ({ row, postId }) => this.promote(row, postId),
    );
  }

  private async promote({ environment, account_id: accountId, id, line_item_id: lineItemId }: Waiting, postId: string): Promise<void> {
    try {
      await this.entities.createWithId<PromotedPostView, CreatePromotedPost, 'lineItem' | 'promotableUserIds' | 'post'>(
        PromotedPost,
        id,
        { environment, accountId, lineItemId, postId },
        () => this.context.forPost(environment, accountId, lineItemId, postId),
      );
    } catch (error) {
      // promoted already (an earlier sweep), or the line item no longer takes it: the publication is recorded all the same
      if (!(error instanceof DomainError)) throw error;
    }
    await this.entities.update<ScheduledPromotedPostView, RecordScheduledPromotedPostPublished>(ScheduledPromotedPost, { environment, accountId, id, postId });
  }
}
