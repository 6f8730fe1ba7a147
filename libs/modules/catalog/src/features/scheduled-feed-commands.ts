import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, type Environment, isoSeconds, numericId } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import {
  type FeedSettings,
  feedNotFound,
  SCHEDULED_FEED_STREAM,
  scheduledFeedDecider,
  type ScheduledFeedState,
  scheduledFeedStreamId,
  scheduledFeedView,
} from '../domain/scheduled-feed';
import { onOwnedCatalog } from './owned-catalog';

export type ScheduledFeedView = ReturnType<typeof scheduledFeedView>;

/** A change of the caller to a feed of one of their catalogs. */
export class ScheduledFeedCommand {
  constructor(
    readonly environment: Environment,
    readonly userId: string,
    readonly catalogId: string,
    readonly change:
      | { type: 'CreateScheduledFeed'; settings: FeedSettings }
      | { type: 'UpdateScheduledFeed'; feedId: string; settings: Partial<FeedSettings> }
      | { type: 'DeleteScheduledFeed'; feedId: string },
  ) {}
}

/** Runs it on the feed's stream, guarded by the caller's ownership of the catalog; answers the feed as decided (a deleted one as it was). */
@CommandHandler(ScheduledFeedCommand)
export class ScheduledFeedHandler implements ICommandHandler<ScheduledFeedCommand, ScheduledFeedView> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, userId, catalogId, change }: ScheduledFeedCommand): Promise<ScheduledFeedView> {
    const feedId = 'feedId' in change ? change.feedId : numericId();
    const command = { ...change, environment, userId, catalogId, feedId, now: isoSeconds(this.clock.now()) } as Parameters<
      typeof scheduledFeedDecider.decide
    >[0];
    let before: ScheduledFeedView | undefined;
    const { state } = await this.store.handle(
      scheduledFeedStreamId(environment, feedId),
      SCHEDULED_FEED_STREAM,
      scheduledFeedDecider,
      onOwnedCatalog(this.store, { environment, userId, catalogId }, command, (loaded: ScheduledFeedState) => {
        before = loaded.feed && scheduledFeedView(loaded.feed);
      }),
    );
    if (state.feed) return scheduledFeedView(state.feed);
    if (before) return { ...before, deleted: true };
    throw feedNotFound(feedId);
  }
}
