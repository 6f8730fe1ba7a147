import { adsEntity } from '@platform/ads-entity';
import { doNotReachListDecider, doNotReachListLifecycle } from '../domain/do-not-reach-list';
import { doNotReachListsTable } from '../projections/tables';

/** The do-not-reach list as an ads entity: users on its stream besides the common lifecycle. */
export const DoNotReachList = adsEntity({ lifecycle: doNotReachListLifecycle, decider: doNotReachListDecider, table: doNotReachListsTable });
