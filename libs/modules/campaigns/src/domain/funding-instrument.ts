import { type Derived, type DomainEvent, type Environment, invalidParameter, lifecycle, notFound } from '@platform/ddd';
import type { FundingInstrumentView } from './views';

/**
 * A funding instrument: what campaigns spend. Every new account gets one (a
 * credit card in USD); the ads API offers no way to create them in
 * production. The sandbox creates and deletes them as its guide shows.
 */

export const FUNDING_INSTRUMENT_TYPES = ['AGENCY_CREDIT_LINE', 'CREDIT_CARD', 'CREDIT_LINE', 'INSERTION_ORDER', 'PARTNER_MANAGED'] as const;
/** The types a credit limit is set on, and those whose remaining credit is counted down from it. */
const CREDIT_LIMITED = ['AGENCY_CREDIT_LINE', 'CREDIT_CARD', 'CREDIT_LINE'];
const CREDIT_LINES = ['AGENCY_CREDIT_LINE', 'CREDIT_LINE'];
/** What a sandbox instrument is described as: nothing pays behind it. */
export const SANDBOX_DESCRIPTION = '(no payment method has been set up yet)';

/** What the sandbox's POST takes. */
export interface FundingInstrumentFields {
  type: (typeof FUNDING_INSTRUMENT_TYPES)[number];
  currency: string;
  start_time: string;
  end_time?: string | null;
  credit_limit_local_micro?: number | null;
  funded_amount_local_micro?: number | null;
}
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
  /** The sandbox's own instrument; the account's first one (a credit card) without. */
  fields?: FundingInstrumentFields;
}
export interface DeleteFundingInstrument {
  type: 'DeleteFundingInstrument';
  environment: Environment;
  id: string;
  accountId: string;
  now: string;
}
export const fundingInstrumentNotFound = (id: string, accountId: string) =>
  notFound(`Funding Instrument ${id} was not found for Account ${accountId}`, 'funding_instrument_id', 'FUNDING_INSTRUMENT_NOT_FOUND');

/**
 * A sandbox instrument as its fields make it: credit limits for credit cards
 * and credit lines, the remaining credit for credit lines only, funded
 * amounts for insertion orders.
 */
function sandboxInstrument(command: CreateFundingInstrument & { fields: FundingInstrumentFields }): Partial<FundingInstrumentView> {
  const f = command.fields;
  if (f.end_time && Date.parse(f.end_time) <= Date.parse(f.start_time)) throw invalidParameter('end_time', 'end_time must be after start_time');
  const creditLimit = f.credit_limit_local_micro ?? null;
  const funded = f.funded_amount_local_micro ?? null;
  if (creditLimit !== null && !CREDIT_LIMITED.includes(f.type)) {
    throw invalidParameter('credit_limit_local_micro', `credit_limit_local_micro is only for the types ${CREDIT_LIMITED.join(', ')}`);
  }
  if (funded !== null && f.type !== 'INSERTION_ORDER') {
    throw invalidParameter('funded_amount_local_micro', 'funded_amount_local_micro is only for the type INSERTION_ORDER');
  }
  return {
    type: f.type,
    currency: f.currency,
    description: SANDBOX_DESCRIPTION,
    start_time: f.start_time,
    end_time: f.end_time ?? null,
    credit_limit_local_micro: creditLimit,
    credit_remaining_local_micro: CREDIT_LINES.includes(f.type) ? creditLimit : null,
    funded_amount_local_micro: funded,
  };
}

/** Whether an instrument funds, and why not: a deleted one funds nothing, and says so. Derived, never stored. */
const fundingAbility: Derived<FundingInstrumentView> = {
  able_to_fund: (instrument) => !instrument.deleted,
  reasons_not_able_to_fund: (instrument) => (instrument.deleted ? ['DELETED'] : []),
};

export const fundingInstrumentLifecycle = lifecycle<FundingInstrumentView, CreateFundingInstrument, never, DeleteFundingInstrument>('campaigns.FundingInstrument', {
  label: 'Funding instrument',
  // the API never changes them; the sandbox deletes them
  commands: { update: undefined },
  // the API's spelling, "Funding Instrument"
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
    io_header: null,
    credit_limit_local_micro: null,
    credit_remaining_local_micro: null,
    funded_amount_local_micro: 0,
    created_at: command.now,
    updated_at: command.now,
    deleted: false,
    ...(command.fields ? sandboxInstrument({ ...command, fields: command.fields }) : {}),
  }) as FundingInstrumentView,
  derived: fundingAbility,
});
