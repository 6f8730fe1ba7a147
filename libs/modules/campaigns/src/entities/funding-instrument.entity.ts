import { adsEntity } from '@platform/ads-entity';
import { DELETED_INSTRUMENT, fundingInstrumentLifecycle } from '../domain/funding-instrument';
import { fundingInstrumentsTable } from '../projections/tables';

/** The funding instrument as an ads entity (created with its account; no account history entries). */
export const FundingInstrument = adsEntity({
  lifecycle: fundingInstrumentLifecycle,
  stream: 'campaigns.FundingInstrument',
  table: fundingInstrumentsTable,
  idParam: 'funding_instrument_id',
  // what the lifecycle derives for a deleted instrument
  deletedPatch: DELETED_INSTRUMENT,
});
