import { Injectable } from '@nestjs/common';
import type { AccountDirectory, AccountFacts } from '@platform/auth';
import type { Environment } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { accountDecider, accountStreamId } from './domain/account';

/** Account facts other modules decide on, from the account's stream (not the read model), with a guard on it. */
@Injectable()
export class AccountStreamDirectory implements AccountDirectory {
  constructor(private readonly store: EventStore) {}

  async facts(environment: Environment, accountId: string): Promise<AccountFacts | undefined> {
    const streamId = accountStreamId(environment, accountId);
    const { version, state } = await this.store.load(streamId, accountDecider);
    if (!state.account || state.account.deleted) return undefined;
    return {
      businessId: state.account.business_id ?? null,
      userIds: [...state.users],
      featureKeys: state.featureKeys,
      guard: { streamId, expectedVersion: version },
    };
  }
}
