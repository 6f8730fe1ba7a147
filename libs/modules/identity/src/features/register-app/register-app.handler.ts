import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, numericId } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { APP_STREAM, appDecider, appStreamId } from '../../domain/app';
import { type AppView, appView } from '../../projections/apps.read-model';
import { newConsumerKey, newConsumerSecret } from '../../secrets/credentials';
import { SecretBox } from '../../secrets/secret-box';
import { RegisterAppCommand } from './register-app.command';

@CommandHandler(RegisterAppCommand)
export class RegisterAppHandler implements ICommandHandler<RegisterAppCommand, AppView> {
  constructor(
    private readonly store: EventStore,
    private readonly secrets: SecretBox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RegisterAppCommand): Promise<AppView> {
    const appId = numericId();
    const { state } = await this.store.handle(appStreamId(appId), APP_STREAM, appDecider, {
      type: 'RegisterApp',
      appId,
      name: command.name,
      consumerKey: newConsumerKey(),
      consumerSecret: this.secrets.seal(newConsumerSecret()),
      callbackUrls: command.callbackUrls,
      signInWith: command.signInWith,
      desktop: command.desktop,
      betas: command.betas,
      now: this.clock.now().toISOString(),
    });
    return appView(state.app!, this.secrets);
  }
}
