import { AdsListParams } from '@platform/ads-entity';
import { promotedAccountsTable } from '../../projections/tables';

export class ListPromotedAccountsRequest extends AdsListParams(promotedAccountsTable, { ids: ['line_item_ids', 'promoted_account_ids'] }) {}
