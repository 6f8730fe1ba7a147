import { adsEntity } from '@platform/ads-entity';
import { fundingInstrumentCreatedV1ToV2, fundingInstrumentLifecycle } from '../domain/funding-instrument';
import { fundingInstrumentsTable } from '../projections/tables';

/** The funding instrument as an ads entity (created with its account; no account history entries); deleted on the sandbox only, as the sandbox guide shows it. */
export const FundingInstrument = adsEntity({
  lifecycle: fundingInstrumentLifecycle,
  table: fundingInstrumentsTable,
  schemaVersions: { created: { schemaVersion: 2, upcasters: { 1: fundingInstrumentCreatedV1ToV2 } } },
  routes: {
    path: 'accounts/:account_id/funding_instruments',
    tag: 'ads: funding instruments',
    get: true,
    list: { ids: { funding_instrument_ids: 'id' } },
    delete: { sandboxOnly: true },
  },
});
