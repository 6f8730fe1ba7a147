import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { FundingInstrumentEvent } from '../domain/funding-instrument';
import { fundingInstrumentsTable } from './tables';

export const fundingInstrumentsProjection: InlineProjection = {
  name: 'campaigns.funding_instruments',
  tables: ['campaigns.funding_instruments'],
  handles: ['campaigns.FundingInstrumentCreated'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as FundingInstrumentEvent;
    const fi = e.data.fundingInstrument;
    await fundingInstrumentsTable.insert(sql, e.data.environment, fi.account_id, fi);
  },
};
