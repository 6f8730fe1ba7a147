import { adsEntity } from '@platform/ads-entity';
import { customAudienceDecider, customAudienceLifecycle } from '../domain/custom-audience';
import { customAudiencesTable } from '../projections/tables';

/** The custom audience as an ads entity: users and sharing on its stream besides the common lifecycle. */
export const CustomAudience = adsEntity({ lifecycle: customAudienceLifecycle, decider: customAudienceDecider, table: customAudiencesTable });
