import { AdsListParams } from '@platform/ads-entity';
import { fundingInstrumentsTable } from '../../projections/tables';

export class ListFundingInstrumentsRequest extends AdsListParams(fundingInstrumentsTable, { ids: ['funding_instrument_ids'] }) {}
