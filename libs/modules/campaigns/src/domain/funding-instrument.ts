import { type DomainEvent, type Environment, type LifecycleSpec, notFound } from '@platform/ddd';
import type { FundingInstrumentView } from './views';

/**
 * A funding instrument: what campaigns spend. Every new account gets one (a
 * credit card in USD); the ads API offers no way to create them in production.
 */
export type FundingInstrumentCreated = DomainEvent<
  'campaigns.FundingInstrumentCreated',
  { environment: Environment; accountId: string; fundingInstrument: FundingInstrumentView }
>;

/** Version 1 of FundingInstrumentCreated had no `accountId` beside the instrument (whose `account_id` it is). */
export const fundingInstrumentCreatedV1ToV2 = (data: { fundingInstrument: FundingInstrumentView }) => ({
  ...data,
  accountId: data.fundingInstrument.account_id,
});

export interface CreateFundingInstrument {
  type: 'CreateFundingInstrument';
  environment: Environment;
  id: string;
  accountId: string;
  now: string;
}
export const fundingInstrumentNotFound = (id: string, accountId: string) =>
  notFound(`Funding Instrument ${id} was not found for Account ${accountId}`, 'funding_instrument_id');

export const fundingInstrumentLifecycle: LifecycleSpec<FundingInstrumentView, CreateFundingInstrument> = {
  name: 'Funding instrument',
  events: {
    created: 'campaigns.FundingInstrumentCreated',
    updated: 'campaigns.FundingInstrumentUpdated',
    deleted: 'campaigns.FundingInstrumentDeleted',
  },
  dataKeys: { entity: 'fundingInstrument', id: 'fundingInstrumentId' },
  // the API neither changes nor deletes them
  commands: { create: 'CreateFundingInstrument' },
  notFound: fundingInstrumentNotFound,
  create: (command) => ({
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
  }),
};
