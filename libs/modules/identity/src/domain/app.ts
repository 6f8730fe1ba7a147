import { conflict, type Decider, type DomainEvent } from '@platform/ddd';

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
    createdAt: string;
  }
>;

export type AppEvent = AppRegistered;

export interface AppState {
  exists: boolean;
}

export interface RegisterApp {
  type: 'RegisterApp';
  appId: string;
  name: string;
  consumerKey: string;
  consumerSecret: EncryptedSecret;
  callbackUrls: string[];
  signInWith: boolean;
  desktop: boolean;
  now: string;
}

export type AppCommand = RegisterApp;

export const appDecider: Decider<AppState, AppCommand, AppEvent> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'identity.AppRegistered':
        return { exists: true };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterApp': {
        if (state.exists) throw conflict(`App ${command.appId} already exists`);
        const { type: _type, now, ...data } = command;
        return [{ type: 'identity.AppRegistered', data: { ...data, createdAt: now } }];
      }
    }
  },
};

export const appStreamId = (appId: string) => `identity.App-${appId}`;
export const APP_STREAM = 'identity.App';
