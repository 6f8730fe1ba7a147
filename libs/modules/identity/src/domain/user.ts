import {
  conflict,
  type Decider,
  type DomainEvent,
  invalidParameter,
  type KeyClaimsCommand,
  keyClaimsDecider,
  notFound,
  streamKind,
} from '@platform/ddd';

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
type ProfileChange<T, V> = DomainEvent<T & string, { userId: string; before: V; after: V; changedAt: string }>;
export type UserNameChanged = ProfileChange<'identity.UserNameChanged', string>;
export type UserDescriptionChanged = ProfileChange<'identity.UserDescriptionChanged', string>;
export type UserScreenNameChanged = ProfileChange<'identity.UserScreenNameChanged', string>;
export type UserLocationChanged = ProfileChange<'identity.UserLocationChanged', string>;
export type UserUrlChanged = ProfileChange<'identity.UserUrlChanged', string>;
export type UserProfileImageChanged = ProfileChange<'identity.UserProfileImageChanged', string>;
export type UserProfileBannerChanged = ProfileChange<'identity.UserProfileBannerChanged', string>;
export type UserAffiliationChanged = ProfileChange<'identity.UserAffiliationChanged', string>;
export type UserVerifiedChanged = ProfileChange<'identity.UserVerifiedChanged', boolean>;

/** The events of a profile change, one per field. */
export type UserProfileChanged =
  | UserNameChanged
  | UserDescriptionChanged
  | UserScreenNameChanged
  | UserLocationChanged
  | UserUrlChanged
  | UserProfileImageChanged
  | UserProfileBannerChanged
  | UserAffiliationChanged
  | UserVerifiedChanged;

export type UserEvent = UserRegistered | UserProfileChanged;

/** The profile fields a change sets, each with the event that records it. */
export const PROFILE_FIELD_EVENTS = {
  name: 'identity.UserNameChanged',
  description: 'identity.UserDescriptionChanged',
  screenName: 'identity.UserScreenNameChanged',
  location: 'identity.UserLocationChanged',
  url: 'identity.UserUrlChanged',
  profileImageUrl: 'identity.UserProfileImageChanged',
  profileBannerUrl: 'identity.UserProfileBannerChanged',
  affiliationUserId: 'identity.UserAffiliationChanged',
  verified: 'identity.UserVerifiedChanged',
} as const satisfies Record<string, UserProfileChanged['type']>;

export type ProfileField = keyof typeof PROFILE_FIELD_EVENTS;
const FIELD_OF_EVENT = Object.fromEntries(Object.entries(PROFILE_FIELD_EVENTS).map(([field, type]) => [type, field])) as Record<string, ProfileField>;

export interface UserProfile {
  screenName: string;
  name: string;
  description: string;
  /** Where the user says they are (`profile.update.geo`); '' when unset. */
  location: string;
  /** The website on the profile; '' when unset. */
  url: string;
  profileImageUrl: string;
  profileBannerUrl: string;
  /** The business the user is affiliated with (its user id); '' when none. */
  affiliationUserId: string;
  verified: boolean;
}

export interface UserState extends UserProfile {
  exists: boolean;
  createdAt: string;
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

export interface UpdateUserProfile extends Partial<UserProfile> {
  type: 'UpdateUserProfile';
  userId: string;
  now: string;
}

export type UserCommand = RegisterUser | UpdateUserProfile;

export const SCREEN_NAME = /^[A-Za-z0-9_]{1,15}$/;
export const MAX_NAME = 50;
export const MAX_DESCRIPTION = 160;
export const MAX_LOCATION = 30;
export const MAX_URL = 100;
export const MAX_IMAGE_URL = 1024;
const WEB_URL = /^https?:\/\/[^\s]+$/;

function checkUrl(value: string | undefined, parameter: string, max: number) {
  if (value === undefined || value === '') return;
  if (value.length > max) throw invalidParameter(parameter, `${parameter} must be at most ${max} characters long`);
  if (!WEB_URL.test(value)) throw invalidParameter(parameter, `${parameter} must be an http or https URL (or empty to unset it)`);
}

function checkProfile(command: Partial<UserProfile>) {
  if (command.screenName !== undefined && !SCREEN_NAME.test(command.screenName)) {
    throw invalidParameter('screen_name', 'screen_name must be 1 to 15 letters, digits or underscores');
  }
  if (command.name !== undefined && command.name.length > MAX_NAME) {
    throw invalidParameter('name', `name must be at most ${MAX_NAME} characters long`);
  }
  if (command.description !== undefined && command.description.length > MAX_DESCRIPTION) {
    throw invalidParameter('description', `description must be at most ${MAX_DESCRIPTION} characters long`);
  }
  if (command.location !== undefined && command.location.length > MAX_LOCATION) {
    throw invalidParameter('location', `location must be at most ${MAX_LOCATION} characters long`);
  }
  checkUrl(command.url, 'url', MAX_URL);
  checkUrl(command.profileImageUrl, 'profile_image_url', MAX_IMAGE_URL);
  checkUrl(command.profileBannerUrl, 'profile_banner_url', MAX_IMAGE_URL);
  if (command.affiliationUserId !== undefined && command.affiliationUserId !== '' && !/^[0-9]{1,19}$/.test(command.affiliationUserId)) {
    throw invalidParameter('affiliation_user_id', 'affiliation_user_id must be a numeric user id (or empty to unset it)');
  }
}

const NO_PROFILE: Omit<UserProfile, 'screenName' | 'name' | 'description' | 'verified'> = {
  location: '',
  url: '',
  profileImageUrl: '',
  profileBannerUrl: '',
  affiliationUserId: '',
};

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ exists: false, createdAt: '', screenName: '', name: '', description: '', verified: false, ...NO_PROFILE }),
  evolve: (state, event) => {
    if (event.type === 'identity.UserRegistered') {
      const { screenName, name, description, verified, createdAt } = event.data;
      return { exists: true, createdAt, screenName, name, description, verified, ...NO_PROFILE };
    }
    const field = FIELD_OF_EVENT[event.type];
    return field ? { ...state, [field]: event.data.after } : state;
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
        // one event per field that changes, in the order of the table
        return (Object.keys(PROFILE_FIELD_EVENTS) as ProfileField[]).flatMap((field): UserEvent[] => {
          const after = command[field];
          if (after === undefined || after === state[field]) return [];
          return [{ type: PROFILE_FIELD_EVENTS[field], data: { userId, before: state[field], after, changedAt } } as UserProfileChanged];
        });
      }
    }
  },
};

export const userStreamId = (userId: string) => `identity.User-${userId}`;
export const USER_STREAM = 'identity.User';
export const USER = streamKind(
  { type: USER_STREAM, streamId: userStreamId, decider: userDecider, stamp: 'milliseconds' },
  {
    'identity.UserRegistered': 1, 'identity.UserNameChanged': 1, 'identity.UserDescriptionChanged': 1, 'identity.UserScreenNameChanged': 1,
    'identity.UserVerifiedChanged': 1, 'identity.UserLocationChanged': 1, 'identity.UserUrlChanged': 1,
    'identity.UserProfileImageChanged': 1, 'identity.UserProfileBannerChanged': 1, 'identity.UserAffiliationChanged': 1,
  },
);

/** Screen names are unique case-insensitively: a name is held in this form. */
export const screenNameKey = (screenName: string) => screenName.toLowerCase();

/**
 * Who holds a screen name, as one stream per name (in its case-insensitive
 * form, `identity.ScreenName-<name>`): a user's registration and each rename
 * claim the new name (and release the old one) in the same append as the
 * user's own events, so two requests for one name cannot both win.
 */
export const SCREEN_NAME_CLAIM = streamKind(
  {
    type: 'identity.ScreenName',
    streamId: (screenName: string) => `identity.ScreenName-${screenNameKey(screenName)}`,
    decider: keyClaimsDecider({
      claimed: 'identity.ScreenNameClaimed',
      released: 'identity.ScreenNameReleased',
      taken: (_key, _heldBy, asked) => conflict(`screen_name ${asked} is already taken`, 'screen_name'),
    }),
  },
  { 'identity.ScreenNameClaimed': 1, 'identity.ScreenNameReleased': 1 },
);

/**
 * The claims a user's screen name change decides, each on the stream of the
 * name it names: the new name claimed and the old one (if any) released; none
 * when the name stays the same (in any case).
 */
export function screenNameClaims(userId: string, before: string | undefined, after: string | undefined): Array<{ screenName: string; claim: KeyClaimsCommand }> {
  if (after === undefined || (before !== undefined && screenNameKey(before) === screenNameKey(after))) return [];
  const release = before === undefined ? [] : [{ screenName: before, claim: { type: 'ReleaseKey' as const, key: screenNameKey(before), holder: userId } }];
  return [...release, { screenName: after, claim: { type: 'ClaimKey', key: screenNameKey(after), holder: userId, asked: after } }];
}
