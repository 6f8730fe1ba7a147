import { deciderSpec } from '@platform/testing';
import { SCREEN_NAME_CLAIM, screenNameClaims, userDecider, type UserEvent, type UserRegistered } from './user';

const registered: UserRegistered = {
  type: 'identity.UserRegistered',
  data: {
    userId: '1',
    screenName: 'alice',
    name: 'Alice',
    description: 'hi',
    passwordHash: 'scrypt$x$y',
    verified: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
};
const now = '2026-01-02T00:00:00.000Z';
const spec = deciderSpec(userDecider);

describe('user decider', () => {
  it('registers a user with the screen name as default name', () => {
    spec
      .given([])
      .when({ type: 'RegisterUser', userId: '1', screenName: 'bob_1', passwordHash: 'h', now })
      .then([
        {
          type: 'identity.UserRegistered',
          data: {
            userId: '1',
            screenName: 'bob_1',
            name: 'bob_1',
            description: '',
            passwordHash: 'h',
            verified: false,
            createdAt: now,
          },
        },
      ]);
  });

  it('refuses a screen name that is too long or has other characters', () => {
    for (const screenName of ['sixteen_chars_xx', 'has space', 'dash-ed', '']) {
      spec
        .given([])
        .when({ type: 'RegisterUser', userId: '1', screenName, passwordHash: 'h', now })
        .thenThrows({ kind: 'invalid', parameter: 'screen_name' });
    }
  });

  it('refuses to register the same user twice', () => {
    spec
      .given([registered])
      .when({ type: 'RegisterUser', userId: '1', screenName: 'alice', passwordHash: 'h', now })
      .thenThrows({ kind: 'conflict' });
  });

  it('emits one event per changed profile field, with before and after', () => {
    spec
      .given([registered])
      .when({ type: 'UpdateUserProfile', userId: '1', description: 'new bio', screenName: 'alice2', verified: true, now })
      .then([
        { type: 'identity.UserDescriptionChanged', data: { userId: '1', before: 'hi', after: 'new bio', changedAt: now } },
        { type: 'identity.UserScreenNameChanged', data: { userId: '1', before: 'alice', after: 'alice2', changedAt: now } },
        { type: 'identity.UserVerifiedChanged', data: { userId: '1', before: false, after: true, changedAt: now } },
      ]);
  });

  it('emits nothing when nothing changes', () => {
    spec.given([registered]).when({ type: 'UpdateUserProfile', userId: '1', name: 'Alice', now }).then([]);
  });

  it('sees earlier changes when deciding', () => {
    const renamed: UserEvent = {
      type: 'identity.UserNameChanged',
      data: { userId: '1', before: 'Alice', after: 'Al', changedAt: now },
    };
    spec.given([registered, renamed]).when({ type: 'UpdateUserProfile', userId: '1', name: 'Al', now }).then([]);
  });

  it('answers not found for a user that does not exist', () => {
    spec
      .given([])
      .when({ type: 'UpdateUserProfile', userId: '9', name: 'x', now })
      .thenThrows({ kind: 'not_found', parameter: 'user_id' });
  });

  it('refuses a bio over 160 characters', () => {
    spec
      .given([registered])
      .when({ type: 'UpdateUserProfile', userId: '1', description: 'x'.repeat(161), now })
      .thenThrows({ kind: 'invalid', parameter: 'description' });
  });

  it('records location, website, pictures and affiliation, set from nothing and unset with an empty string', () => {
    const located: UserEvent = { type: 'identity.UserLocationChanged', data: { userId: '1', before: '', after: 'Lisbon', changedAt: now } };
    spec
      .given([registered])
      .when({ type: 'UpdateUserProfile', userId: '1', location: 'Lisbon', profileImageUrl: 'https://img.example/a.png', affiliationUserId: '7', now })
      .then([
        located,
        { type: 'identity.UserProfileImageChanged', data: { userId: '1', before: '', after: 'https://img.example/a.png', changedAt: now } },
        { type: 'identity.UserAffiliationChanged', data: { userId: '1', before: '', after: '7', changedAt: now } },
      ]);
    spec
      .given([registered, located])
      .when({ type: 'UpdateUserProfile', userId: '1', location: '', now })
      .then([{ type: 'identity.UserLocationChanged', data: { userId: '1', before: 'Lisbon', after: '', changedAt: now } }]);
  });

  it('refuses a location over 30 characters, addresses that are not http(s) URLs and an affiliation that is not a user id', () => {
    for (const [change, parameter] of [
      [{ location: 'x'.repeat(31) }, 'location'],
      [{ url: 'ftp://example.com' }, 'url'],
      [{ url: `https://${'x'.repeat(100)}.example` }, 'url'],
      [{ profileBannerUrl: 'not a url' }, 'profile_banner_url'],
      [{ affiliationUserId: 'acme' }, 'affiliation_user_id'],
    ] as const) {
      spec.given([registered]).when({ type: 'UpdateUserProfile', userId: '1', ...change, now }).thenThrows({ kind: 'invalid', parameter });
    }
  });
});

describe('screen name claims', () => {
  const claims = deciderSpec(SCREEN_NAME_CLAIM.decider);
  const claimed = (holder: string) => ({ type: 'identity.ScreenNameClaimed', data: { key: 'alice', holder } });

  it('lets one user hold a name in any case, refusing another with the name as asked', () => {
    const [{ claim }] = screenNameClaims('2', undefined, 'ALICE');
    expect(claim).toEqual({ type: 'ClaimKey', key: 'alice', holder: '2', asked: 'ALICE' });
    claims.given([]).when(claim).then([claimed('2')]);
    claims.given([claimed('1')]).when(claim).thenThrows({ kind: 'conflict', parameter: 'screen_name', message: 'screen_name ALICE is already taken' });
    // the name released by its holder is free again
    claims
      .given([claimed('1'), { type: 'identity.ScreenNameReleased', data: { key: 'alice', holder: '1' } }])
      .when(claim)
      .then([claimed('2')]);
  });

  it('claims the new name and releases the old one on a rename, and nothing when only the case changes', () => {
    expect(screenNameClaims('1', 'alice', 'bob')).toEqual([
      { screenName: 'alice', claim: { type: 'ReleaseKey', key: 'alice', holder: '1' } },
      { screenName: 'bob', claim: { type: 'ClaimKey', key: 'bob', holder: '1', asked: 'bob' } },
    ]);
    expect(screenNameClaims('1', 'alice', 'Alice')).toEqual([]);
    expect(screenNameClaims('1', 'alice', undefined)).toEqual([]);
    expect(SCREEN_NAME_CLAIM.streamId('Alice')).toBe(SCREEN_NAME_CLAIM.streamId('alice'));
  });
});
