import { streamCommandHandler } from '@platform/event-store';
import { APP } from '../../domain/app';
import { appView } from '../../projections/apps.read-model';
import { CredentialCache } from '../../credentials/credential-cache';
import { SecretBox } from '../../secrets/secret-box';
import { SetAppBetasCommand } from './set-app-betas.command';

export const SetAppBetasHandler = streamCommandHandler(SetAppBetasCommand, APP, {
  inject: [SecretBox, CredentialCache],
  decide: ({ appId, betas }, secrets: SecretBox, cache: CredentialCache) => ({
    stream: APP.streamId(appId),
    command: { type: 'SetAppBetas' as const, appId, betas: [...new Set(betas)] },
    secrets,
    cache,
  }),
  answer: ({ state }, { secrets, cache }) => {
    // this replica at once; the others when the append's notification reaches them
    cache.evict(`consumer:${state.app!.consumerKey}`);
    return appView(state.app!, secrets);
  },
});
