import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ACCOUNT_DIRECTORY, type AccountDirectory } from '@platform/auth';
import { type Environment, invalidParameter } from '@platform/ddd';
import type { Page } from '@platform/http';
import type { EntityTable } from '@platform/read-model';
import type { ScheduledPostView, UnpublishedPostView } from '../../domain/scheduled-post';
import { type AdsPostExtras, type AdsPostFacts, adsFactsOf, adsFactsOfUnpublished } from '../../views/post-views';
import { draftPostsTable, scheduledPostsTable } from '../../entities/tables';
import { PostsReadModel, type TimelineType } from '../../projections/posts.read-model';

export const POST_TYPES = ['PUBLISHED', 'SCHEDULED', 'DRAFT'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** A post of an account's list, with what the ads API says of its kind. */
export interface AccountPost {
  facts: AdsPostFacts;
  extras: AdsPostExtras;
}

export interface AccountPostsQuery {
  type: PostType;
  /** The promotable user whose posts are read; default the account's owner. */
  userId?: string;
  ids?: readonly string[];
  /** A prefix the post's name begins with, case-insensitively. */
  name?: string;
  timeline: TimelineType;
  repliesAndMentions: boolean;
  count: number;
  cursor?: string;
}

/**
 * The posts an ad account sees of one of its promotable users: published
 * ones (the user's, promoted-only or organic), or the account's scheduled or
 * draft ones, newest first.
 */
@Injectable()
export class AccountPosts {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ACCOUNT_DIRECTORY) private readonly accounts: AccountDirectory,
    private readonly posts: PostsReadModel,
  ) {}

  /** The user a list reads (the one asked for, or the account's owner), refused when not a promotable user of the account. */
  async userOf(environment: Environment, accountId: string, userId: string | undefined): Promise<string> {
    const userIds = (await this.accounts.facts(environment, accountId))?.userIds ?? [];
    const user = userId ?? userIds[0];
    if (!user || !userIds.includes(user)) throw invalidParameter('user_id', `User ${user} is not a promotable user of Account ${accountId}`);
    return user;
  }

  /** The posts of these ids the account sees (of any of its promotable users), in the order asked for; unknown ids left out. */
  async byIds(environment: Environment, accountId: string, type: PostType, ids: readonly string[]): Promise<AccountPost[]> {
    let found: AccountPost[];
    if (type === 'PUBLISHED') {
      const userIds = (await this.accounts.facts(environment, accountId))?.userIds ?? [];
      found = (await this.posts.byIds(environment, ids, userIds)).map((post) => ({ facts: adsFactsOf(post), extras: { postType: 'PUBLISHED' } }));
    } else {
      const table: EntityTable<UnpublishedPostView> = type === 'SCHEDULED' ? scheduledPostsTable : draftPostsTable;
      const page = await table.list(this.db, { environment, accountId, filters: { id: ids }, count: ids.length });
      found = page.data.map((post) => unpublished(type, post));
    }
    const byId = new Map(found.map((post) => [post.facts.id, post]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async list(environment: Environment, accountId: string, query: AccountPostsQuery & { userId: string }): Promise<Page<AccountPost>> {
    if (query.type === 'PUBLISHED') {
      const page = await this.posts.list(environment, { ...query, authorId: query.userId });
      return { ...page, data: page.data.map((post) => ({ facts: adsFactsOf(post), extras: { postType: 'PUBLISHED' } })) };
    }
    const table: EntityTable<UnpublishedPostView> = query.type === 'SCHEDULED' ? scheduledPostsTable : draftPostsTable;
    const page = await table.list(this.db, {
      environment,
      accountId,
      filters: { user_id: [query.userId], id: query.ids, ...(query.type === 'SCHEDULED' ? { scheduled_status: ['SCHEDULED'] } : {}) },
      sortBy: { field: 'created_at', direction: 'desc' },
      count: query.count,
      cursor: query.cursor,
      q: query.name,
    });
    return { ...page, data: page.data.map((post) => unpublished(query.type, post)) };
  }
}

/** A scheduled or draft post as the posts list and previews show it. */
function unpublished(type: PostType, post: UnpublishedPostView): AccountPost {
  const scheduled = post as Partial<ScheduledPostView>;
  return {
    facts: adsFactsOfUnpublished(post),
    extras: type === 'SCHEDULED' ? { postType: 'SCHEDULED', scheduledAt: scheduled.scheduled_at, scheduledStatus: scheduled.scheduled_status } : { postType: 'DRAFT' },
  };
}
