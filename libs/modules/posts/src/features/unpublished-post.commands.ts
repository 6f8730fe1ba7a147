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

/** The text, card and media an unpublished post shows after a change: the change's, or what it has. */
const content = (current: { text: string; card_uri: string | null; media_keys: string[] } | undefined, change: UnpublishedPostFields) => ({
  text: change.text !== undefined ? change.text : (current?.text ?? null),
  cardUri: change.card_uri !== undefined ? change.card_uri : (current?.card_uri ?? null),
  mediaKeys: change.media_keys !== undefined ? (change.media_keys ?? []) : (current?.media_keys ?? []),
});

@CommandHandler(CreateScheduledPostCommand)
export class CreateScheduledPostHandler implements ICommandHandler<CreateScheduledPostCommand, ScheduledPostView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly lookups: AdsPostLookupsReader,
  ) {}

  execute({ environment, accountId, callerId, userId, fields }: CreateScheduledPostCommand): Promise<ScheduledPostView> {
    return this.entities.createWithId<ScheduledPostView, CreateScheduledPost, 'promotableUserIds' | 'card' | 'media' | 'textLength'>(
      ScheduledPost,
      numericId(),
      { environment, accountId, callerId, userId, fields },
      async () => {
        const { context, guards } = await this.lookups.read(environment, accountId, content(undefined, fields));
        return { command: context, guards };
      },
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
    return this.entities.update<ScheduledPostView, UpdateScheduledPost, 'promotableUserIds' | 'card' | 'media' | 'textLength'>(
      ScheduledPost,
      { environment, accountId, callerId, id, patch },
      async (current) => {
        const { context, guards } = await this.lookups.read(environment, accountId, content(current, patch));
        return { command: context, guards };
      },
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
    return this.entities.createWithId<DraftPostView, CreateDraftPost, 'promotableUserIds' | 'card' | 'media' | 'textLength'>(
      DraftPost,
      numericId(),
      { environment, accountId, callerId, userId, fields },
      async () => {
        const { context, guards } = await this.lookups.read(environment, accountId, content(undefined, fields));
        return { command: context, guards };
      },
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
    return this.entities.update<DraftPostView, UpdateDraftPost, 'promotableUserIds' | 'card' | 'media' | 'textLength'>(
      DraftPost,
      { environment, accountId, callerId, id, patch },
      async (current) => {
        const { context, guards } = await this.lookups.read(environment, accountId, content(current, patch));
        return { command: context, guards };
      },
    );
  }
}
