import { adsEntity } from '@platform/ads-entity';
import { doNotReachListDecider, doNotReachListLifecycle } from '../domain/do-not-reach-list';
import type { DoNotReachListView } from '../domain/views';
import { releasedOnAccount } from '../features/shared/account-audiences-claims';
import { doNotReachListsTable } from '../projections/tables';

/**
 * The do-not-reach list as an ads entity: users on its stream besides the
 * common lifecycle. Deleted irreversibly; the account may then create another.
 */
export const DoNotReachList = adsEntity({
  lifecycle: doNotReachListLifecycle,
  decider: doNotReachListDecider,
  table: doNotReachListsTable,
  routes: {
    path: 'accounts/:account_id/do_not_reach_lists',
    tag: 'ads: do-not-reach lists',
    get: true,
    list: { ids: { do_not_reach_list_ids: 'id' } },
    // the account's do-not-reach list is released on its audiences stream in the same append
    delete: { releases: releasedOnAccount((list: DoNotReachListView) => ({ type: 'ReleaseDoNotReachList', doNotReachListId: list.id })) },
  },
});
