import { AdsListParams } from '@platform/ads-entity';
import { doNotReachListsTable } from '../../projections/tables';

export class ListDoNotReachListsRequest extends AdsListParams(doNotReachListsTable, { ids: ['do_not_reach_list_ids'] }) {}
