import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_DIRECTORY, type AccountDirectory } from '@platform/auth';
import type { Environment } from '@platform/ddd';
import type { StreamGuard } from '@platform/event-store';
import { CreativesForPosts } from '@modules/creatives';
import type { AdsPostLookups } from '../../domain/post';
import type { UnpublishedPostFields, UnpublishedPostView } from '../../domain/scheduled-post';
import { postLength } from '../../text/post-text';

/** What an ads post (published, scheduled, draft) is judged against, read from the streams that hold it. */
export interface AdsPostContext extends AdsPostLookups {
  promotableUserIds: readonly string[];
  textLength: number;
}

/**
 * Reads, for a post an account makes, the length of its text as the platform
 * counts it, the account's promotable users, the
 * card `card_uri` names and the library media `media_keys` name, each from
 * its stream with a guard: the post is written only if none of them moved.
 */
@Injectable()
export class AdsPostLookupsReader {
  constructor(
    @Inject(ACCOUNT_DIRECTORY) private readonly accounts: AccountDirectory,
    private readonly creatives: CreativesForPosts,
  ) {}

  async read(
    environment: Environment,
    accountId: string,
    content: { text?: string | null; cardUri?: string | null; mediaKeys?: readonly string[] | null },
  ): Promise<{ context: AdsPostContext; guards: StreamGuard[] }> {
    const guards: StreamGuard[] = [];
    const account = await this.accounts.facts(environment, accountId);
    if (account) guards.push(account.guard);
    const context: AdsPostContext = { promotableUserIds: account?.userIds ?? [], media: {}, textLength: postLength(content.text ?? '') };
    if (content.cardUri) {
      const found = await this.creatives.card(environment, accountId, content.cardUri);
      guards.push(...found.guards);
      context.card = found.card;
    }
    if (content.mediaKeys?.length) {
      const library = await this.creatives.libraryMedia(environment, accountId, content.mediaKeys);
      guards.push(...library.guards);
      context.media = library.media;
    }
    return { context, guards };
  }

  /**
   * The kit's context of a scheduled or draft post's change: the lookups of
   * the content after the change (the change's members, or what the post has).
   */
  contextOf(environment: Environment, accountId: string, change: UnpublishedPostFields) {
    return async (current?: Partial<UnpublishedPostView>) => {
      const { context, guards } = await this.read(environment, accountId, {
        text: change.text !== undefined ? change.text : (current?.text ?? null),
        cardUri: change.card_uri !== undefined ? change.card_uri : (current?.card_uri ?? null),
        mediaKeys: change.media_keys !== undefined ? (change.media_keys ?? []) : (current?.media_keys ?? []),
      });
      return { command: context, guards };
    };
  }
}
