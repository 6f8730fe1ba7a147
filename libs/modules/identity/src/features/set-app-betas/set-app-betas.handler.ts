import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { APP_STREAM, appDecider, appStreamId } from '../../domain/app';
import { type AppView, appView } from '../../projections/apps.read-model';
import { CredentialCache } from '../../credentials/credential-cache';
import { SecretBox } from '../../secrets/secret-box';
import { SetAppBetasCommand } from './set-app-betas.command';

@CommandHandler(SetAppBetasCommand)
export class SetAppBetasHandler implements ICommandHandler<SetAppBetasCommand, AppView> {
  constructor(
    private readonly store: EventStore,
    private readonly secrets: SecretBox,
    private readonly cache: CredentialCache,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, betas }: SetAppBetasCommand): Promise<AppView> {
    const { state } = await this.store.handle(appStreamId(appId), APP_STREAM, appDecider, {
      type: 'SetAppBetas',
      appId,
      betas: [...new Set(betas)],
      now: this.clock.now().toISOString(),
    });
    // this replica at once; the others when the append's notification reaches them
    this.cache.evict(`consumer:${state.app!.consumerKey}`);
    return appView(state.app!, this.secrets);
  }
}
