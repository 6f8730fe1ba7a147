import { listEntityController } from '@platform/ads-entity';
import { DoNotReachList } from '../../entities/do-not-reach-list.entity';
import { ListDoNotReachListsRequest } from './list-do-not-reach-lists.request';

export class ListDoNotReachListsController extends listEntityController(DoNotReachList, {
  path: 'accounts/:account_id/do_not_reach_lists',
  tag: 'ads: do-not-reach lists',
  request: ListDoNotReachListsRequest,
  query: (p) => ({ filters: { id: p.do_not_reach_list_ids } }),
}) {}
