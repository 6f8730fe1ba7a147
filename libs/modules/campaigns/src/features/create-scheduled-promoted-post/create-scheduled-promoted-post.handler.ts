import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import { PostsForPromotion } from '@modules/posts';
import type { CreateScheduledPromotedPost, ScheduledPromotedPostView } from '../../domain/promotion';
import { ScheduledPromotedPost } from '../../entities/promotion.entity';
import { PromotionContext } from '../promotion-context';
import { CreateScheduledPromotedPostCommand } from './create-scheduled-promoted-post.command';

/** Puts a scheduled post of the account on a line item, judged from its stream, the line item's and the account's. */
@CommandHandler(CreateScheduledPromotedPostCommand)
export class CreateScheduledPromotedPostHandler implements ICommandHandler<CreateScheduledPromotedPostCommand, ScheduledPromotedPostView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly context: PromotionContext,
    private readonly posts: PostsForPromotion,
  ) {}

  execute({ environment, accountId, lineItemId, scheduledPostId }: CreateScheduledPromotedPostCommand): Promise<ScheduledPromotedPostView> {
    return this.entities.create<ScheduledPromotedPostView, CreateScheduledPromotedPost, 'lineItem' | 'promotableUserIds' | 'scheduledPost'>(
      ScheduledPromotedPost,
      { environment, accountId, lineItemId, scheduledPostId },
      async () => {
        const { command, guards } = await this.context.read(environment, accountId, lineItemId);
        const { scheduledPost, guard } = await this.posts.scheduledPost(environment, accountId, scheduledPostId);
        return { command: { ...command, scheduledPost }, guards: [...guards, guard] };
      },
    );
  }
}
