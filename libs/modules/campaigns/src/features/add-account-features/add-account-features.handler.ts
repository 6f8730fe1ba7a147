import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { ACCOUNT_STREAM, accountDecider, accountStreamId } from '../../domain/account';
import { AddAccountFeaturesCommand } from './add-account-features.command';

/** Adds feature keys to a (sandbox) account; answers every key it has now, in key order. */
@CommandHandler(AddAccountFeaturesCommand)
export class AddAccountFeaturesHandler implements ICommandHandler<AddAccountFeaturesCommand, string[]> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, accountId, featureKeys }: AddAccountFeaturesCommand): Promise<string[]> {
    const { state } = await this.store.handle(
      accountStreamId(environment, accountId),
      ACCOUNT_STREAM,
      accountDecider,
      { type: 'ChangeAccountFeatures', accountId, environment, add: featureKeys, now: isoSeconds(this.clock.now()) },
      { accountId },
    );
    return [...state.featureKeys].sort();
  }
}
