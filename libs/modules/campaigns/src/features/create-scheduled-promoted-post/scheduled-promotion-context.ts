import type { CommandContext } from '@platform/ads-entity';
import { PostsForPromotion } from '@modules/posts';
import { PromotionContext } from '../shared/promotion-context';
import type { CreateScheduledPromotedPostRequest } from './create-scheduled-promoted-post.request';

/** A scheduled post of the account on a line item: judged from its stream, the line item's and the account's (guarded). */
export const scheduledPromotionContext: CommandContext<CreateScheduledPromotedPostRequest> = (_entities, { environment, accountId, get }, p) => async () => {
  const { command, guards } = await get(PromotionContext).read(environment, accountId, p.line_item_id);
  const { scheduledPost, guard } = await get(PostsForPromotion).scheduledPost(environment, accountId, p.scheduled_post_id);
  return { command: { ...command, scheduledPost }, guards: [...guards, guard] };
};
