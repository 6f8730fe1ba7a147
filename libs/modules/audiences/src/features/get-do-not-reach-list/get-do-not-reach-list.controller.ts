import { getEntityController } from '@platform/ads-entity';
import { DoNotReachList } from '../../entities/do-not-reach-list.entity';

export class GetDoNotReachListController extends getEntityController(DoNotReachList, {
  path: 'accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id',
  tag: 'ads: do-not-reach lists',
}) {}
