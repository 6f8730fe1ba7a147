import { Injectable } from '@nestjs/common';
import { type Environment, isoSeconds } from '@platform/ddd';
import { Sweeper } from '@platform/event-store';
import { ScheduledPostPublishing } from './scheduled-post-publishing';

/**
 * Looks for scheduled posts that are due every SCHEDULED_POST_POLL_MS and
 * publishes them. Replicas may sweep at once: a post is published once (its
 * stream's version decides). A sweeper rather than a checkpointed processor:
 * what wakes it is time, not an event.
 */
@Injectable()
export class ScheduledPostPublisher extends Sweeper {
  constructor(private readonly publishing: ScheduledPostPublishing) {
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
    await this.stepThrough(
      due,
      (row) => [row.environment, row.id],
      (row) => this.publishing.publish(row.environment, row.account_id, row.id),
    );
  }
}
