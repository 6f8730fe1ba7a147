import { Claims, createEntityController } from '@platform/ads-entity';
import { AlreadyPromoted, LINE_ITEM_PROMOTED_ACCOUNTS } from '../../domain/promotion';
import { PromotedAccount } from '../../entities/promotion.entity';
import { PromotionContext } from '../shared/promotion-context';
import { CreatePromotedAccountRequest } from './create-promoted-account.request';

/**
 * Promotes a promotable user's account on a FOLLOWERS line item, judged from
 * the line item's and the account's streams, the user claimed on the line
 * item's promoted accounts stream in the same append. A user promoted on the
 * line item already is no error: the request is ignored, and answered with
 * the promotion there is (nothing recorded).
 */
export class CreatePromotedAccountController extends createEntityController(PromotedAccount, {
  path: 'accounts/:account_id/promoted_accounts',
  tag: 'ads: promoted accounts',
  request: CreatePromotedAccountRequest,
  command: (p) => ({ lineItemId: p.line_item_id, userId: p.user_id }),
  context: (_entities, { environment, accountId, get }, p) =>
    get(Claims).context(async (_live, claims, { id }) => {
      const needs = await get(PromotionContext).read(environment, accountId, p.line_item_id);
      // a line item that is not the account's live one is answered by the lifecycle
      if (needs.command.lineItem) await claims.decide(LINE_ITEM_PROMOTED_ACCOUNTS, environment, p.line_item_id, [{ type: 'ClaimKey', key: p.user_id, holder: id }]);
      return needs;
    }),
  existing: (error) => (error instanceof AlreadyPromoted ? error.promotedAccountId : undefined),
}) {}
