import { deleteEntityController } from '@platform/ads-entity';
import { DoNotReachList } from '../../entities/do-not-reach-list.entity';

/** Irreversible; the list answers 404 afterwards. */
export class DeleteDoNotReachListController extends deleteEntityController(DoNotReachList, {
  path: 'accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id',
  tag: 'ads: do-not-reach lists',
}) {}
