import { conflict, invalidParameter, notFound, type Decider, type DomainEvent } from '@platform/ddd';

/**
 * A platform user: screen name, profile and the password that signs them in on
 * the authorize page. Each profile change is its own event, so that each can
 * become its own activity event (profile.update.bio, ...screenname, ...verified).
 */
export type UserRegistered = DomainEvent<
  'identity.UserRegistered',
  {
    userId: string;
    screenName: string;
    name: string;
    description: string;
    passwordHash: string;
    verified: boolean;
    createdAt: string;
  }
>;
export type UserNameChanged = DomainEvent<'identity.UserNameChanged', { userId: string; before: string; after: string; changedAt: string }>;
export type UserDescriptionChanged = DomainEvent<
  'identity.UserDescriptionChanged',
  { userId: string; before: string; after: string; changedAt: string }
>;
export type UserScreenNameChanged = DomainEvent<
  'identity.UserScreenNameChanged',
  { userId: string; before: string; after: string; changedAt: string }
>;
export type UserVerifiedChanged = DomainEvent<
  'identity.UserVerifiedChanged',
  { userId: string; before: boolean; after: boolean; changedAt: string }
>;

export type UserEvent = UserRegistered | UserNameChanged | UserDescriptionChanged | UserScreenNameChanged | UserVerifiedChanged;

export interface UserState {
  exists: boolean;
  screenName: string;
  name: string;
  description: string;
  verified: boolean;
}

export interface RegisterUser {
  type: 'RegisterUser';
  userId: string;
  screenName: string;
  name?: string;
  description?: string;
  passwordHash: string;
  now: string;
}

export interface UpdateUserProfile {
  type: 'UpdateUserProfile';
  userId: string;
  name?: string;
  description?: string;
  screenName?: string;
  verified?: boolean;
  now: string;
}

export type UserCommand = RegisterUser | UpdateUserProfile;

export const SCREEN_NAME = /^[A-Za-z0-9_]{1,15}$/;
export const MAX_NAME = 50;
export const MAX_DESCRIPTION = 160;

function checkProfile(command: { screenName?: string; name?: string; description?: string }) {
  if (command.screenName !== undefined && !SCREEN_NAME.test(command.screenName)) {
    throw invalidParameter('screen_name', 'screen_name must be 1 to 15 letters, digits or underscores');
  }
  if (command.name !== undefined && command.name.length > MAX_NAME) {
    throw invalidParameter('name', `name must be at most ${MAX_NAME} characters long`);
  }
  if (command.description !== undefined && command.description.length > MAX_DESCRIPTION) {
    throw invalidParameter('description', `description must be at most ${MAX_DESCRIPTION} characters long`);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ exists: false, screenName: '', name: '', description: '', verified: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'identity.UserRegistered':
        return {
          exists: true,
          screenName: event.data.screenName,
          name: event.data.name,
          description: event.data.description,
          verified: event.data.verified,
        };
      case 'identity.UserNameChanged':
        return { ...state, name: event.data.after };
      case 'identity.UserDescriptionChanged':
        return { ...state, description: event.data.after };
      case 'identity.UserScreenNameChanged':
        return { ...state, screenName: event.data.after };
      case 'identity.UserVerifiedChanged':
        return { ...state, verified: event.data.after };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.exists) throw conflict(`User ${command.userId} already exists`);
        checkProfile(command);
        return [
          {
            type: 'identity.UserRegistered',
            data: {
              userId: command.userId,
              screenName: command.screenName,
              name: command.name ?? command.screenName,
              description: command.description ?? '',
              passwordHash: command.passwordHash,
              verified: false,
              createdAt: command.now,
            },
          },
        ];
      }
      case 'UpdateUserProfile': {
        if (!state.exists) throw notFound(`User ${command.userId} was not found`, 'user_id');
        checkProfile(command);
        const { userId, now: changedAt } = command;
        const events: UserEvent[] = [];
        if (command.name !== undefined && command.name !== state.name) {
          events.push({ type: 'identity.UserNameChanged', data: { userId, before: state.name, after: command.name, changedAt } });
        }
        if (command.description !== undefined && command.description !== state.description) {
          events.push({
            type: 'identity.UserDescriptionChanged',
            data: { userId, before: state.description, after: command.description, changedAt },
          });
        }
        if (command.screenName !== undefined && command.screenName !== state.screenName) {
          events.push({
            type: 'identity.UserScreenNameChanged',
            data: { userId, before: state.screenName, after: command.screenName, changedAt },
          });
        }
        if (command.verified !== undefined && command.verified !== state.verified) {
          events.push({
            type: 'identity.UserVerifiedChanged',
            data: { userId, before: state.verified, after: command.verified, changedAt },
          });
        }
        return events;
      }
    }
  },
};

export const userStreamId = (userId: string) => `identity.User-${userId}`;
export const USER_STREAM = 'identity.User';
