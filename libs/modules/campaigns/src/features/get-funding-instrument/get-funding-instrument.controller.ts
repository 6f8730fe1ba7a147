import { getEntityController } from '@platform/ads-entity';
import { FundingInstrument } from '../../entities/funding-instrument.entity';

export class GetFundingInstrumentController extends getEntityController(FundingInstrument, {
  path: 'accounts/:account_id/funding_instruments/:funding_instrument_id',
  tag: 'ads: funding instruments',
}) {}
