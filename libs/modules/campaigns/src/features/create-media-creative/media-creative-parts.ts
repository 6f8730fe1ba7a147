import type { CommandContext } from '@platform/ads-entity';
import { AccountMediaForCreatives } from '@modules/creatives';
import { lineItemFacts } from '../shared/line-item-facts';
import type { CreateMediaCreativeRequest } from './create-media-creative.request';

/** The line item and the account media asset a creative joins, both read from their streams (guarded) and judged in the decision. */
export const mediaCreativeParts: CommandContext<CreateMediaCreativeRequest> = (entities, { environment, accountId, get }, p) => async () => {
  const { lineItem, guard } = await lineItemFacts(entities, environment, accountId, p.line_item_id);
  const media = await get(AccountMediaForCreatives).forCreative(environment, accountId, p.account_media_id);
  return { command: { lineItem, accountMedia: media.asset }, guards: [guard, media.guard] };
};
