import { Inject, Injectable } from '@nestjs/common';
import { base36Id, CLOCK, type Clock, type Environment, fold, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { ACCOUNT_STREAM, accountDecider, accountStreamId, type CreateAccount } from '../../domain/account';
import { FundingInstrument } from '../../entities/funding-instrument.entity';
import type { AccountView } from '../../domain/views';

export type NewAccount = Omit<CreateAccount, 'type' | 'accountId' | 'now'>;

/**
 * Creates an account together with its funding instrument, in one
 * transaction: every new account can fund campaigns at once. Used by the
 * admin API (production) and by the sandbox's POST accounts.
 */
@Injectable()
export class AccountCreation {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async create(account: NewAccount): Promise<AccountView> {
    const accountId = base36Id();
    const fundingInstrumentId = base36Id();
    const now = isoSeconds(this.clock.now());
    const environment: Environment = account.environment;
    const accountEvents = accountDecider.decide({ ...account, type: 'CreateAccount', accountId, now }, accountDecider.initialState());
    const fiEvents = FundingInstrument.decider.decide(
      { type: 'CreateFundingInstrument', environment, id: fundingInstrumentId, accountId, now },
      FundingInstrument.decider.initialState(),
    );
    await this.store.appendAll([
      { streamId: accountStreamId(environment, accountId), streamType: ACCOUNT_STREAM, events: accountEvents, expectedVersion: 0, accountId },
      {
        streamId: FundingInstrument.streamId(environment, fundingInstrumentId),
        streamType: FundingInstrument.streamType,
        events: fiEvents,
        expectedVersion: 0,
        accountId,
      },
    ]);
    return fold(accountDecider, accountEvents).account!;
  }
}
