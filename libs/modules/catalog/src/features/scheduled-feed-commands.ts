import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, type Environment, isoSeconds, numericId } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import { USER_CATALOG_STREAM, userCatalogDecider, userCatalogStreamId } from '../domain/product-catalog';
import {
  type GivenSettings,
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
      | { type: 'CreateScheduledFeed'; settings: GivenSettings }
      | { type: 'UpdateScheduledFeed'; feedId: string; settings: GivenSettings }
      | { type: 'DeleteScheduledFeed'; feedId: string },
  ) {}
}

/**
 * Runs it on the feed's stream, guarded by the caller's ownership of the
 * catalog; a creation claims the user's one feed on the owner's stream and a
 * deletion releases it, in the same append. Answers the feed as decided (a
 * deleted one as it was).
 */
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
    const seen = (loaded: ScheduledFeedState) => {
      before = loaded.feed && scheduledFeedView(loaded.feed);
    };
    const { state } = await this.store.handle(
      scheduledFeedStreamId(environment, feedId),
      SCHEDULED_FEED_STREAM,
      scheduledFeedDecider,
      change.type === 'UpdateScheduledFeed'
        ? onOwnedCatalog(this.store, { environment, userId, catalogId }, command, seen)
        : new Prepare(async (loaded: ScheduledFeedState) => {
            seen(loaded);
            // the owner's stream as it is now: the claim (or release) is appended at its version
            const ownerStream = userCatalogStreamId(environment, userId);
            const owner = await this.store.load(ownerStream, userCatalogDecider);
            const events = userCatalogDecider.decide(
              { type: change.type === 'CreateScheduledFeed' ? 'ClaimScheduledFeed' : 'ReleaseScheduledFeed', environment, userId, catalogId, feedId, now: command.now },
              owner.state,
            );
            return events.length
              ? { command, writes: [{ streamId: ownerStream, streamType: USER_CATALOG_STREAM, expectedVersion: owner.version, events }] }
              : { command, guards: [{ streamId: ownerStream, expectedVersion: owner.version }] };
          }),
    );
    if (state.feed) return scheduledFeedView(state.feed);
    if (before) return before;
    throw feedNotFound(feedId);
  }
}
