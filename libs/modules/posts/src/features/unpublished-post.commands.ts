import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import { type Environment, numericId } from '@platform/ddd';
import type {
  CreateDraftPost,
  CreateScheduledPost,
  DraftPostView,
  ScheduledPostView,
  UnpublishedPostFields,
  UpdateDraftPost,
  UpdateScheduledPost,
} from '../domain/scheduled-post';
import { DraftPost, ScheduledPost } from '../entities/scheduled-post.entity';
import { AdsPostLookupsReader } from './ads-post-lookups';

/*
 * Scheduled and draft posts are made and changed alike: through the kit,
 * judged against the account's promotable users, cards and library as read
 * (guarded), the content after the change looked up.
 */

export class CreateScheduledPostCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly callerId: string,
    readonly userId: string,
    readonly fields: UnpublishedPostFields & { scheduled_at: string },
  ) {}
}

export class UpdateScheduledPostCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly callerId: string,
    readonly id: string,
    readonly patch: UnpublishedPostFields & { scheduled_at?: string },
  ) {}
}

export class CreateDraftPostCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly callerId: string,
    readonly userId: string,
    readonly fields: UnpublishedPostFields,
  ) {}
}

export class UpdateDraftPostCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly callerId: string,
    readonly id: string,
    readonly patch: UnpublishedPostFields,
  ) {}
}

/** What the kit is told the account's lookups fill in. */
type Looked = 'promotableUserIds' | 'card' | 'media' | 'textLength';

@CommandHandler(CreateScheduledPostCommand)
export class CreateScheduledPostHandler implements ICommandHandler<CreateScheduledPostCommand, ScheduledPostView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly lookups: AdsPostLookupsReader,
  ) {}

  execute({ environment, accountId, callerId, userId, fields }: CreateScheduledPostCommand): Promise<ScheduledPostView> {
    return this.entities.createWithId<ScheduledPostView, CreateScheduledPost, Looked>(
      ScheduledPost,
      numericId(),
      { environment, accountId, callerId, userId, fields },
      this.lookups.contextOf(environment, accountId, fields),
    );
  }
}

@CommandHandler(UpdateScheduledPostCommand)
export class UpdateScheduledPostHandler implements ICommandHandler<UpdateScheduledPostCommand, ScheduledPostView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly lookups: AdsPostLookupsReader,
  ) {}

  execute({ environment, accountId, callerId, id, patch }: UpdateScheduledPostCommand): Promise<ScheduledPostView> {
    return this.entities.update<ScheduledPostView, UpdateScheduledPost, Looked>(
      ScheduledPost,
      { environment, accountId, callerId, id, patch },
      this.lookups.contextOf(environment, accountId, patch),
    );
  }
}

@CommandHandler(CreateDraftPostCommand)
export class CreateDraftPostHandler implements ICommandHandler<CreateDraftPostCommand, DraftPostView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly lookups: AdsPostLookupsReader,
  ) {}

  execute({ environment, accountId, callerId, userId, fields }: CreateDraftPostCommand): Promise<DraftPostView> {
    return this.entities.createWithId<DraftPostView, CreateDraftPost, Looked>(
      DraftPost,
      numericId(),
      { environment, accountId, callerId, userId, fields },
      this.lookups.contextOf(environment, accountId, fields),
    );
  }
}

@CommandHandler(UpdateDraftPostCommand)
export class UpdateDraftPostHandler implements ICommandHandler<UpdateDraftPostCommand, DraftPostView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly lookups: AdsPostLookupsReader,
  ) {}

  execute({ environment, accountId, callerId, id, patch }: UpdateDraftPostCommand): Promise<DraftPostView> {
    return this.entities.update<DraftPostView, UpdateDraftPost, Looked>(
      DraftPost,
      { environment, accountId, callerId, id, patch },
      this.lookups.contextOf(environment, accountId, patch),
    );
  }
}
