import { deleteEntityController, type Release } from '@platform/ads-entity';
import type { DoNotReachListView } from '../../domain/views';
import { DoNotReachList } from '../../entities/do-not-reach-list.entity';
import { claimOnAccount } from '../shared/account-audiences-claims';

/** The account's do-not-reach list is released on its audiences stream in the same append. */
const listReleased: Release<DoNotReachListView> = (list, claims, { environment, accountId }) =>
  claimOnAccount(claims, environment, accountId, [{ type: 'ReleaseDoNotReachList', doNotReachListId: list.id }]);

/** Irreversible; the list answers 404 afterwards, and the account may create another. */
export class DeleteDoNotReachListController extends deleteEntityController(DoNotReachList, {
  path: 'accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id',
  tag: 'ads: do-not-reach lists',
  releases: listReleased,
}) {}
