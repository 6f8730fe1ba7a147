import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type UserCommand, userDecider } from '../domain/user';
import { usersProjection } from './users.projection';

const userId = 'u-users-proj-spec';
const register: UserCommand = { type: 'RegisterUser', userId, screenName: 'projspec_user', passwordHash: 'ph', now: '2026-01-01T00:00:00Z' };

describe('the users projection', () => {
  const db = testDatabase();
  const rows = (commands: UserCommand[]) =>
    projectionSpec(usersProjection, db())
      .given(historyOf(userDecider, commands))
      .thenRows(
        `SELECT id, screen_name, name, description, verified, password_hash, location, url, profile_image_url, profile_banner_url, affiliation_user_id, created_at, updated_at
           FROM identity.users WHERE id = $1`,
        [userId],
      );

  it('keeps a registered user, named by the screen name until given a name', async () => {
    expect(await rows([register])).toEqual([
      expect.objectContaining({
        id: userId,
        screen_name: 'projspec_user',
        name: 'projspec_user',
        description: '',
        verified: false,
        password_hash: 'ph',
        created_at: new Date('2026-01-01T00:00:00Z'),
        updated_at: new Date('2026-01-01T00:00:00Z'),
      }),
    ]);
  });

  it('keeps each profile field a change sets, with the time of the change, and the rest as they were', async () => {
    const update: UserCommand = {
      type: 'UpdateUserProfile',
      userId,
      name: 'Proj Spec',
      location: 'Lyon',
      url: 'https://projspec.example',
      verified: true,
      now: '2026-01-02T00:00:00Z',
    };
    expect(await rows([register, update])).toEqual([
      expect.objectContaining({
        screen_name: 'projspec_user',
        name: 'Proj Spec',
        description: '',
        location: 'Lyon',
        url: 'https://projspec.example',
        verified: true,
        created_at: new Date('2026-01-01T00:00:00Z'),
        updated_at: new Date('2026-01-02T00:00:00Z'),
      }),
    ]);
  });

  it('keeps the screen name, description, images and affiliation a later change sets, and unsets one changed to empty', async () => {
    const profile: UserCommand = {
      type: 'UpdateUserProfile',
      userId,
      screenName: 'projspec_new',
      description: 'Testing the projection',
      profileImageUrl: 'https://img.projspec.example/me.png',
      profileBannerUrl: 'https://img.projspec.example/banner.png',
      affiliationUserId: '1234567',
      now: '2026-01-03T00:00:00Z',
    };
    expect(await rows([register, profile])).toEqual([
      expect.objectContaining({
        screen_name: 'projspec_new',
        // the name given at registration stays the one it was
        name: 'projspec_user',
        description: 'Testing the projection',
        profile_image_url: 'https://img.projspec.example/me.png',
        profile_banner_url: 'https://img.projspec.example/banner.png',
        affiliation_user_id: '1234567',
        updated_at: new Date('2026-01-03T00:00:00Z'),
      }),
    ]);
    const unset: UserCommand = { type: 'UpdateUserProfile', userId, profileBannerUrl: '', affiliationUserId: '', now: '2026-01-04T00:00:00Z' };
    expect(await rows([register, profile, unset])).toEqual([
      expect.objectContaining({
        screen_name: 'projspec_new',
        profile_image_url: 'https://img.projspec.example/me.png',
        profile_banner_url: '',
        affiliation_user_id: '',
        updated_at: new Date('2026-01-04T00:00:00Z'),
      }),
    ]);
  });
});
