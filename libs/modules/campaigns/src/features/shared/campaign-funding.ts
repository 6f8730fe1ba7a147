import type { AdsEntities, CommandContext, Context } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import { fundingInstrumentNotFound } from '../../domain/funding-instrument';
import type { FundingInstrumentView } from '../../domain/views';
import { FundingInstrument } from '../../entities/funding-instrument.entity';

/** What a new campaign needs: the account's funding instrument it spends, in whose currency (read with a guard). */
export function campaignFunding<V>(entities: AdsEntities, environment: Environment, accountId: string, fundingInstrumentId: string): Context<V, { currency: string }> {
  return async () => {
    const fi = await entities.load<FundingInstrumentView>(FundingInstrument, environment, accountId, fundingInstrumentId);
    if (!fi.entity) throw fundingInstrumentNotFound(fundingInstrumentId, accountId);
    return { command: { currency: fi.entity.currency }, guards: [fi.guard] };
  };
}

/** The same, for a create whose request names the funding instrument. */
export const onRequestFunding: CommandContext<{ funding_instrument_id: string }> = (entities, { environment, accountId }, p) =>
  campaignFunding(entities, environment, accountId, p.funding_instrument_id);
