import { deleteEntityController, type Release } from '@platform/ads-entity';
import { LINE_ITEM_PROMOTED_ACCOUNTS, type PromotedAccountView } from '../../domain/promotion';
import { PromotedAccount } from '../../entities/promotion.entity';

/** The user is freed on the line item in the same append: it may be promoted there anew. */
const unpromoted: Release<PromotedAccountView> = (promoted, claims, { environment }) =>
  claims.decide(LINE_ITEM_PROMOTED_ACCOUNTS, environment, promoted.line_item_id, [{ type: 'ReleaseKey', key: promoted.user_id, holder: promoted.id }]);

export class DeletePromotedAccountController extends deleteEntityController(PromotedAccount, {
  path: 'accounts/:account_id/promoted_accounts/:promoted_account_id',
  tag: 'ads: promoted accounts',
  releases: unpromoted,
}) {}
