import { adsEntity } from '@platform/ads-entity';
import { fundingInstrumentCreatedV1ToV2, fundingInstrumentLifecycle } from '../domain/funding-instrument';
import { fundingInstrumentsTable } from '../projections/tables';

/** The funding instrument as an ads entity (created with its account; no account history entries). */
export const FundingInstrument = adsEntity({
  lifecycle: fundingInstrumentLifecycle,
  table: fundingInstrumentsTable,
  schemaVersions: { created: { schemaVersion: 2, upcasters: { 1: fundingInstrumentCreatedV1ToV2 } } },
});
