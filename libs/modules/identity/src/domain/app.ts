import { conflict, type Decider, type DomainEvent, notFound, streamKind } from '@platform/ddd';

/** A client application: its consumer key and secret and its OAuth settings. */
export interface EncryptedSecret {
  /** AES-256-GCM, `v1.<iv>.<tag>.<ciphertext>` in base64url. */
  enc: string;
}

export type AppRegistered = DomainEvent<
  'identity.AppRegistered',
  {
    appId: string;
    name: string;
    consumerKey: string;
    consumerSecret: EncryptedSecret;
    callbackUrls: string[];
    signInWith: boolean;
    desktop: boolean;
    /** The betas allowed; absent (apps registered before betas existed) or null: every one. */
    betas?: string[] | null;
    createdAt: string;
  }
>;

/** The operator set the betas an app is allowed (null: every one). */
export type AppBetasSet = DomainEvent<'identity.AppBetasSet', { appId: string; consumerKey: string; betas: string[] | null; setAt: string }>;

export type AppEvent = AppRegistered | AppBetasSet;

/** The app as registered, with its betas. */
export interface AppState {
  app?: Omit<AppRegistered['data'], 'betas'> & { betas: string[] | null };
}

/** The app as its registration records it (null betas: every one). */
export type RegisterApp = { type: 'RegisterApp'; now: string; betas: string[] | null } & Omit<AppRegistered['data'], 'createdAt' | 'betas'>;

export interface SetAppBetas {
  type: 'SetAppBetas';
  appId: string;
  betas: string[] | null;
  now: string;
}

export type AppCommand = RegisterApp | SetAppBetas;

const sameBetas = (a: string[] | null, b: string[] | null) => JSON.stringify(a && [...a].sort()) === JSON.stringify(b && [...b].sort());

export const appDecider: Decider<AppState, AppCommand, AppEvent> = {
  initialState: () => ({}),
  evolve: (state, event) => {
    switch (event.type) {
      case 'identity.AppRegistered':
        return { app: { ...event.data, betas: event.data.betas ?? null } };
      case 'identity.AppBetasSet':
        return state.app ? { app: { ...state.app, betas: event.data.betas } } : state;
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterApp': {
        if (state.app) throw conflict(`App ${command.appId} already exists`);
        const { type: _type, now, ...data } = command;
        return [{ type: 'identity.AppRegistered', data: { ...data, createdAt: now } }];
      }
      case 'SetAppBetas': {
        if (!state.app) throw notFound(`App ${command.appId} was not found`, 'app_id');
        if (sameBetas(state.app.betas, command.betas)) return [];
        return [{ type: 'identity.AppBetasSet', data: { appId: command.appId, consumerKey: state.app.consumerKey, betas: command.betas, setAt: command.now } }];
      }
    }
  },
};

export const appStreamId = (appId: string) => `identity.App-${appId}`;
export const APP_STREAM = 'identity.App';

export const APP = streamKind(
  { type: APP_STREAM, streamId: appStreamId, decider: appDecider, stamp: 'milliseconds' },
  { 'identity.AppRegistered': 1, 'identity.AppBetasSet': 1 },
);
