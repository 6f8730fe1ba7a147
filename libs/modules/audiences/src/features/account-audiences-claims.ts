import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, type Environment, isoSeconds } from '@platform/ddd';
import { EventStore, type StreamWrite } from '@platform/event-store';
import {
  ACCOUNT_AUDIENCES_STREAM,
  type AccountAudiencesCommand,
  accountAudiencesDecider,
  type AccountAudiencesEvent,
  type AccountAudiencesState,
  accountAudiencesStreamId,
} from '../domain/account-audiences';

/** A command of the account's audiences stream, without what the claims fill in. */
export type AccountClaim = AccountAudiencesCommand extends infer C ? (C extends AccountAudiencesCommand ? Omit<C, 'environment' | 'accountId' | 'now'> : never) : never;

/**
 * Decides claims (a custom audience's name, the do-not-reach list) on the
 * account's audiences stream as it is now, and answers the write to append
 * with the entity's own events: at the version read, so a concurrent claim
 * makes one of the two appends fail and be decided again.
 */
@Injectable()
export class AccountAudiencesClaims {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async write(environment: Environment, accountId: string, claims: readonly AccountClaim[]): Promise<StreamWrite> {
    const batch = await this.start(environment, accountId);
    batch.decide(claims);
    return batch.write();
  }

  /** What a delete appends besides the entity's own events: the claim released, when the entity was live (its state before the delete). */
  releasedOnDelete(environment: Environment, accountId: string, release: AccountClaim) {
    return async (live: unknown): Promise<{ writes?: StreamWrite[] }> => (live ? { writes: [await this.write(environment, accountId, [release])] } : {});
  }

  /** Claims decided one after another on one reading of the stream (the operations of a batch), written together. */
  async start(environment: Environment, accountId: string): Promise<AccountClaims> {
    const streamId = accountAudiencesStreamId(environment, accountId);
    const { version, state } = await this.store.load<AccountAudiencesState, AccountAudiencesEvent>(streamId, accountAudiencesDecider);
    return new AccountClaims(environment, accountId, streamId, version, state, isoSeconds(this.clock.now()));
  }
}

export class AccountClaims {
  private readonly events: AccountAudiencesEvent[] = [];

  constructor(
    private readonly environment: Environment,
    private readonly accountId: string,
    private readonly streamId: string,
    private readonly version: number,
    private state: AccountAudiencesState,
    private readonly now: string,
  ) {}

  /** Decides the claims on the state the earlier ones left; a refusal throws and leaves the state as it was. */
  decide(claims: readonly AccountClaim[]): void {
    let state = this.state;
    const events: AccountAudiencesEvent[] = [];
    for (const claim of claims) {
      const command = { ...claim, environment: this.environment, accountId: this.accountId, now: this.now } as AccountAudiencesCommand;
      for (const event of accountAudiencesDecider.decide(command, state)) {
        events.push(event);
        state = accountAudiencesDecider.evolve(state, event);
      }
    }
    this.state = state;
    this.events.push(...events);
  }

  write(): StreamWrite {
    return { streamId: this.streamId, streamType: ACCOUNT_AUDIENCES_STREAM, expectedVersion: this.version, events: this.events };
  }
}
