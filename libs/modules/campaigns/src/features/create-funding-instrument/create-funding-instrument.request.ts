import { EnumParam, IntParam, StringParam, TimeParam } from '@platform/http';
import { FUNDING_INSTRUMENT_TYPES, type FundingInstrumentFields } from '../../domain/funding-instrument';

/** The sandbox's `POST accounts/:account_id/funding_instruments`, as its guide shows it. */
export class CreateFundingInstrumentRequest {
  @EnumParam(FUNDING_INSTRUMENT_TYPES, { required: true })
  type: FundingInstrumentFields['type'];

  /** ISO 4217. */
  @StringParam({ required: true, pattern: /^[A-Z]{3}$/, patternMessage: (p, v) => `Expected an ISO 4217 currency code, got ${JSON.stringify(v)} for ${p}` })
  currency: string;

  @TimeParam({ required: true })
  start_time: string;

  @TimeParam()
  end_time?: string;

  /** Credit lines only. */
  @IntParam({ min: 1 })
  credit_limit_local_micro?: number;

  /** Insertion orders only. */
  @IntParam({ min: 1 })
  funded_amount_local_micro?: number;
}
