import { AdsListParams } from '@platform/ads-entity';
import { accountAppsTable } from '../../projections/tables';

export class ListAccountAppsRequest extends AdsListParams(accountAppsTable) {}
