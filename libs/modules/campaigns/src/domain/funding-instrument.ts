import { conflict, type Decider, type DomainEvent, type Environment } from '@platform/ddd';
import type { FundingInstrumentView } from './views';

/**
 * A funding instrument: what campaigns spend. Every new account gets one (a
 * credit card in USD); the ads API offers no way to create them in production.
 */
export type FundingInstrumentCreated = DomainEvent<
  'campaigns.FundingInstrumentCreated',
  { environment: Environment; fundingInstrument: FundingInstrumentView }
>;
export type FundingInstrumentEvent = FundingInstrumentCreated;

export interface FundingInstrumentState {
  fundingInstrument?: FundingInstrumentView;
}

export interface CreateFundingInstrument {
  type: 'CreateFundingInstrument';
  environment: Environment;
  id: string;
  accountId: string;
  now: string;
}

export const fundingInstrumentDecider: Decider<FundingInstrumentState, CreateFundingInstrument, FundingInstrumentEvent> = {
  initialState: () => ({}),
  evolve: (_state, event) => ({ fundingInstrument: event.data.fundingInstrument }),
  decide: (command, state) => {
    if (state.fundingInstrument) throw conflict(`Funding instrument ${command.id} already exists`);
    return [
      {
        type: 'campaigns.FundingInstrumentCreated',
        data: {
          environment: command.environment,
          fundingInstrument: {
            id: command.id,
            account_id: command.accountId,
            type: 'CREDIT_CARD',
            currency: 'USD',
            description: 'Visa ending in 4242',
            start_time: command.now,
            end_time: null,
            entity_status: 'ACTIVE',
            able_to_fund: true,
            reasons_not_able_to_fund: [],
            io_header: null,
            credit_limit_local_micro: null,
            credit_remaining_local_micro: null,
            funded_amount_local_micro: 0,
            created_at: command.now,
            updated_at: command.now,
            deleted: false,
          },
        },
      },
    ];
  },
};

export const fundingInstrumentStreamId = (environment: Environment, id: string) =>
  `campaigns.FundingInstrument-${environment}-${id}`;
export const FUNDING_INSTRUMENT_STREAM = 'campaigns.FundingInstrument';
