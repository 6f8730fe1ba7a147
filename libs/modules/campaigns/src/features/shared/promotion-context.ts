import { Inject, Injectable } from '@nestjs/common';
import { AdsEntities } from '@platform/ads-entity';
import { ACCOUNT_DIRECTORY, type AccountDirectory } from '@platform/auth';
import type { Environment } from '@platform/ddd';
import type { StreamGuard } from '@platform/event-store';
import { PostsForPromotion } from '@modules/posts';
import type { LineItemFacts } from '../../domain/line-item';
import { lineItemFacts } from './line-item-facts';

/**
 * What every promotion is judged against, read from the streams that hold
 * it, with guards: the line item it goes on (the account's, live), the
 * account's promotable users, and the post promoted.
 */
@Injectable()
export class PromotionContext {
  constructor(
    private readonly entities: AdsEntities,
    @Inject(ACCOUNT_DIRECTORY) private readonly accounts: AccountDirectory,
    private readonly posts: PostsForPromotion,
  ) {}

  async read(
    environment: Environment,
    accountId: string,
    lineItemId: string,
  ): Promise<{ command: { lineItem?: LineItemFacts; promotableUserIds: readonly string[] }; guards: StreamGuard[] }> {
    const { lineItem, guard } = await lineItemFacts(this.entities, environment, accountId, lineItemId);
    const account = await this.accounts.facts(environment, accountId);
    return {
      command: { lineItem, promotableUserIds: account?.userIds ?? [] },
      guards: account ? [guard, account.guard] : [guard],
    };
  }

  /** The same, with the post to promote (live) read from its stream. */
  async forPost(environment: Environment, accountId: string, lineItemId: string, postId: string) {
    const { command, guards } = await this.read(environment, accountId, lineItemId);
    const { post, guard } = await this.posts.post(environment, postId);
    return { command: { ...command, post }, guards: [...guards, guard] };
  }
}
