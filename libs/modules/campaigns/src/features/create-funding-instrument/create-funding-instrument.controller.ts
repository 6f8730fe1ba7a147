import { createEntityController } from '@platform/ads-entity';
import { isoSeconds } from '@platform/ddd';
import { FundingInstrument } from '../../entities/funding-instrument.entity';
import { CreateFundingInstrumentRequest } from './create-funding-instrument.request';

/** Sandbox only: a funding instrument of the type asked for, its times in the API's form. */
export class CreateFundingInstrumentController extends createEntityController(FundingInstrument, {
  path: 'accounts/:account_id/funding_instruments',
  tag: 'ads: funding instruments',
  sandboxOnly: true,
  request: CreateFundingInstrumentRequest,
  command: (p) => ({
    fields: { ...p, start_time: isoSeconds(new Date(p.start_time)), end_time: p.end_time ? isoSeconds(new Date(p.end_time)) : null },
  }),
}) {}
