import { numericId } from '@platform/ddd';
import { streamCommandHandler } from '@platform/event-store';
import { APP } from '../../domain/app';
import { appView } from '../../projections/apps.read-model';
import { newConsumerKey, newConsumerSecret } from '../../secrets/credentials';
import { SecretBox } from '../../secrets/secret-box';
import { RegisterAppCommand } from './register-app.command';

export const RegisterAppHandler = streamCommandHandler(RegisterAppCommand, APP, {
  inject: [SecretBox],
  decide: (c, secrets: SecretBox) => {
    const appId = numericId();
    const { name, callbackUrls, signInWith, desktop, betas } = c;
    const consumerSecret = secrets.seal(newConsumerSecret());
    const command = { type: 'RegisterApp' as const, appId, name, consumerKey: newConsumerKey(), consumerSecret, callbackUrls, signInWith, desktop, betas };
    return { stream: APP.streamId(appId), command, secrets };
  },
  answer: ({ state }, { secrets }) => appView(state.app!, secrets),
});
