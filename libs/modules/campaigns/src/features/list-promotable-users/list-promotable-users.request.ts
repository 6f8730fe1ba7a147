import { AdsListParams } from '@platform/ads-entity';
import { promotableUsersTable } from '../../projections/tables';

/** `promotable_user_ids`: only these promotable users (their ids, not the users' ids). */
export class ListPromotableUsersRequest extends AdsListParams(promotableUsersTable, { ids: ['promotable_user_ids'] }) {}
