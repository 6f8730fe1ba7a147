import { CsvParam, EnumParam, TimeParam } from '@platform/http';
import { STATS_ENTITY_ALIASES } from '../../domain/metrics';
import { ACTIVE_ENTITIES, type ActiveEntity } from './active-entities';

/** The most ids each filter takes (analytics.mdx, API Reference › Active Entities). */
export const MAX_FILTER_IDS = 200;

export class GetActiveEntitiesRequest {
  /** The SDKs' brand-word name (`PROMOTED_TWEET`) is taken too and answered with the neutral one. */
  @EnumParam(ACTIVE_ENTITIES, { required: true, aliases: STATS_ENTITY_ALIASES })
  entity: ActiveEntity;

  /** Whole hours; a bare date is midnight in the account's time zone (checked with the account's zone by the controller). */
  @TimeParam({ required: true })
  start_time: string;

  @TimeParam({ required: true })
  end_time: string;

  /** Exclusive with the other two filters. */
  @CsvParam({ max: MAX_FILTER_IDS })
  campaign_ids?: string[];

  @CsvParam({ max: MAX_FILTER_IDS })
  funding_instrument_ids?: string[];

  @CsvParam({ max: MAX_FILTER_IDS })
  line_item_ids?: string[];
}
