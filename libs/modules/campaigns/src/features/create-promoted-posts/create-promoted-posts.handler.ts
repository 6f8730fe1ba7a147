import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, type BatchItem } from '@platform/ads-entity';
import { AdsError } from '@platform/http';
import type { PromotedPostView } from '../../domain/promotion';
import { PromotedPost } from '../../entities/promotion.entity';
import { PromotionContext } from '../promotion-context';
import { CreatePromotedPostsCommand } from './create-promoted-posts.command';

/**
 * Promotes the posts on the line item, all or none: each judged from its
 * stream, the line item's and the account's (guarded), written in one
 * transaction. A refusal names each post at fault under `errors`.
 */
@CommandHandler(CreatePromotedPostsCommand)
export class CreatePromotedPostsHandler implements ICommandHandler<CreatePromotedPostsCommand, PromotedPostView[]> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly context: PromotionContext,
  ) {}

  async execute({ environment, accountId, lineItemId, postIds }: CreatePromotedPostsCommand): Promise<PromotedPostView[]> {
    const items: BatchItem[] = postIds.map((postId) => ({
      kind: 'create',
      command: { environment, accountId, lineItemId, postId },
      context: () => this.context.forPost(environment, accountId, lineItemId, postId),
    }));
    try {
      return await this.entities.batch<PromotedPostView>(PromotedPost, items);
    } catch (error) {
      throw asErrors(error);
    }
  }
}

/** A batch's refusal as one ads error listing each operation's errors (the endpoint takes a list, not operations). */
function asErrors(error: unknown): unknown {
  const operations = error instanceof AdsError ? (error.body.operation_errors as AdsError['entries'][] | undefined) : undefined;
  if (!operations) return error;
  const [first, ...more] = operations.flat();
  return new AdsError(400, first.code, first.message, first.parameter, more);
}
