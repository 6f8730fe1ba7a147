import { deleteEntityController } from '@platform/ads-entity';
import { FundingInstrument } from '../../entities/funding-instrument.entity';

/** Sandbox only, as the sandbox guide shows it. */
export class DeleteFundingInstrumentController extends deleteEntityController(FundingInstrument, {
  path: 'accounts/:account_id/funding_instruments/:funding_instrument_id',
  tag: 'ads: funding instruments',
  sandboxOnly: true,
}) {}
