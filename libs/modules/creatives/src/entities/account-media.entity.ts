import { adsEntity } from '@platform/ads-entity';
import { accountMediaLifecycle } from '../domain/account-media';
import { accountMediaTable } from '../projections/tables';

export const AccountMedia = adsEntity({ lifecycle: accountMediaLifecycle, table: accountMediaTable });
