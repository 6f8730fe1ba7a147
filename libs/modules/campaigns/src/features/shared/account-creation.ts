import { Injectable } from '@nestjs/common';
import { base36Id, fold } from '@platform/ddd';
import { EventStore, guardWrite, type StreamGuard } from '@platform/event-store';
import { ACCOUNT, type CreateAccount } from '../../domain/account';
import type { AccountView } from '../../domain/views';
import { FundingInstrument } from '../../entities/funding-instrument.entity';

export type NewAccount = Omit<CreateAccount, 'type' | 'accountId' | 'now'>;

/**
 * Creates an account together with its funding instrument, in one
 * transaction: every new account can fund campaigns at once. Used by the
 * admin API (production) and by the sandbox's POST accounts. An account
 * decided on other streams (its owner's) is read on each attempt, with
 * guards on what it read.
 */
@Injectable()
export class AccountCreation {
  constructor(private readonly store: EventStore) {}

  create(decided: NewAccount | (() => Promise<{ account: NewAccount; guards: readonly StreamGuard[] }>)): Promise<AccountView> {
    const accountId = base36Id();
    const fundingInstrumentId = base36Id();
    return this.store.handleAll(
      async (now) => {
        const { account, guards } = typeof decided === 'function' ? await decided() : { account: decided, guards: [] };
        const { environment } = account;
        const events = ACCOUNT.decider.decide({ ...account, type: 'CreateAccount', accountId, now }, ACCOUNT.decider.initialState());
        const funding = FundingInstrument.decider.decide(
          { type: 'CreateFundingInstrument', environment, id: fundingInstrumentId, accountId, now },
          FundingInstrument.decider.initialState(),
        );
        return {
          writes: [
            { streamId: ACCOUNT.streamId(environment, accountId), streamType: ACCOUNT.type, events, expectedVersion: 0, accountId },
            { streamId: FundingInstrument.streamId(environment, fundingInstrumentId), streamType: FundingInstrument.streamType, events: funding, expectedVersion: 0, accountId },
            ...guards.map(guardWrite),
          ],
          answer: () => fold(ACCOUNT.decider, events).account!,
        };
      },
      { stamp: ACCOUNT.stamp },
    );
  }
}
