import { listEntityController } from '@platform/ads-entity';
import { FundingInstrument } from '../../entities/funding-instrument.entity';
import { ListFundingInstrumentsRequest } from './list-funding-instruments.request';

export class ListFundingInstrumentsController extends listEntityController(FundingInstrument, {
  path: 'accounts/:account_id/funding_instruments',
  tag: 'ads: funding instruments',
  request: ListFundingInstrumentsRequest,
  query: (p) => ({ filters: { id: p.funding_instrument_ids } }),
}) {}
