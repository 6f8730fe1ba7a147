import { CsvParam, TimeParam } from '@platform/http';

/** The most ids one reach request takes (analytics.mdx, API Reference › Reach and Average Frequency). */
export const MAX_REACH_IDS = 20;

class ReachRange {
  /** Whole hours; a bare date is midnight in the account's time zone (checked with the account's zone by the controller). */
  @TimeParam({ required: true })
  start_time: string;

  @TimeParam({ required: true })
  end_time: string;
}

export class GetCampaignReachRequest extends ReachRange {
  @CsvParam({ required: true, max: MAX_REACH_IDS })
  campaign_ids: string[];
}

export class GetFundingInstrumentReachRequest extends ReachRange {
  @CsvParam({ required: true, max: MAX_REACH_IDS })
  funding_instrument_ids: string[];
}
