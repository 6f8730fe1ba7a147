import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { ACCOUNT_STREAM, accountDecider, accountStreamId } from '../../domain/account';
import { RemoveAccountFeaturesCommand } from './remove-account-features.command';

/** Removes feature keys from a (sandbox) account (keys it lacks are ignored); answers the keys left, in key order. */
@CommandHandler(RemoveAccountFeaturesCommand)
export class RemoveAccountFeaturesHandler implements ICommandHandler<RemoveAccountFeaturesCommand, string[]> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, accountId, featureKeys }: RemoveAccountFeaturesCommand): Promise<string[]> {
    const { state } = await this.store.handle(
      accountStreamId(environment, accountId),
      ACCOUNT_STREAM,
      accountDecider,
      { type: 'ChangeAccountFeatures', accountId, environment, remove: featureKeys, now: isoSeconds(this.clock.now()) },
      { accountId },
    );
    return [...state.featureKeys].sort();
  }
}
