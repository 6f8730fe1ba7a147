import { adsEntity, writeRoute } from '@platform/ads-entity';
import { isoSeconds } from '@platform/ddd';
import { fundingInstrumentCreatedV1ToV2, fundingInstrumentLifecycle } from '../domain/funding-instrument';
import { CreateFundingInstrumentRequest } from '../features/create-funding-instrument/create-funding-instrument.request';
import { fundingInstrumentsTable } from '../projections/tables';

/**
 * The funding instrument as an ads entity (created with its account; no
 * account history entries); created (of the type asked for, its times in the
 * API's form) and deleted on the sandbox only, as the sandbox guide shows it.
 */
export const FundingInstrument = adsEntity({
  lifecycle: fundingInstrumentLifecycle,
  table: fundingInstrumentsTable,
  schemaVersions: { created: { schemaVersion: 2, upcasters: { 1: fundingInstrumentCreatedV1ToV2 } } },
  routes: {
    path: 'accounts/:account_id/funding_instruments',
    tag: 'ads: funding instruments',
    get: true,
    list: { ids: { funding_instrument_ids: 'id' } },
    create: writeRoute(CreateFundingInstrumentRequest, {
      sandboxOnly: true,
      command: (p) => ({
        fields: { ...p, start_time: isoSeconds(new Date(p.start_time)), end_time: p.end_time ? isoSeconds(new Date(p.end_time)) : null },
      }),
    }),
    delete: { sandboxOnly: true },
  },
});
