import { ActivityMappingRegistry, type RecordedEvent } from '@platform/event-store';
import { type UserEvent, userDecider, type UserProfile, type UserState } from '../domain/user';
import { profileActivity } from './profile-activity';

const now = '2026-02-01T00:00:00.000Z';

/** An event as the store would record it. */
const recorded = (event: UserEvent, position = 1): RecordedEvent => ({
  type: event.type,
  data: event.data,
  schemaVersion: 1,
  eventId: `e${position}`,
  streamId: 'identity.User-42',
  streamType: 'identity.User',
  streamPosition: position,
  globalPosition: String(position),
  transactionId: '1',
  accountId: null,
  metadata: { environment: 'production' },
  occurredAt: new Date(now),
  recordedAt: new Date(now),
});

/** The events a profile update decides, recorded. */
function update(state: Partial<UserState>, changes: Partial<UserProfile>) {
  const events: UserEvent[] = userDecider.decide(
    { type: 'UpdateUserProfile', userId: '42', ...changes, now },
    {
      ...userDecider.initialState(),
      ...{ exists: true, screenName: 'alice', name: 'Alice', description: 'old bio', verified: false },
      ...state,
    },
  );
  return events.map((event, i) => recorded(event, i + 2));
}

const registry = new ActivityMappingRegistry();
registry.register(profileActivity);
const activityOf = (events: RecordedEvent[]) => events.flatMap((event) => registry.activityOf(event));

describe('profile activity', () => {
  it('maps a bio change to profile.update.bio with before and after, the new bio as text', () => {
    expect(activityOf(update({}, { description: 'new bio' }))).toEqual([
      { eventType: 'profile.update.bio', userId: '42', text: 'new bio', payload: { before: 'old bio', after: 'new bio' } },
    ]);
  });

  it('maps a display name change to profile.update.screenname', () => {
    expect(activityOf(update({}, { name: 'Alice B' }))).toEqual([
      { eventType: 'profile.update.screenname', userId: '42', text: 'Alice B', payload: { before: 'Alice', after: 'Alice B' } },
    ]);
  });

  it('maps a handle change to profile.update.handle alone (screenname is the display name)', () => {
    expect(activityOf(update({}, { screenName: 'alice_b' }))).toEqual([
      { eventType: 'profile.update.handle', userId: '42', text: 'alice_b', payload: { before: 'alice', after: 'alice_b' } },
    ]);
  });

  it('maps verification to profile.update.verified with "true"/"false" strings', () => {
    expect(activityOf(update({}, { verified: true }))).toEqual([
      { eventType: 'profile.update.verified', userId: '42', text: 'true', payload: { before: 'false', after: 'true' } },
    ]);
    expect(activityOf(update({ verified: true }, { verified: false }))).toEqual([
      { eventType: 'profile.update.verified', userId: '42', text: 'false', payload: { before: 'true', after: 'false' } },
    ]);
  });

  it('yields one occurrence per changed field, without a direction, and none for other identity events', () => {
    const occurrences = activityOf(
      update(
        {},
        {
          name: 'Alicia',
          description: 'bio 2',
          screenName: 'alicia',
          location: 'Lisbon',
          url: 'https://alicia.example',
          profileImageUrl: 'https://img.example/a.png',
          profileBannerUrl: 'https://img.example/b.png',
          affiliationUserId: '7',
          verified: true,
        },
      ),
    );
    expect(occurrences.map((o) => o.eventType)).toEqual([
      'profile.update.screenname',
      'profile.update.bio',
      'profile.update.handle',
      'profile.update.geo',
      'profile.update.url',
      'profile.update.profile_picture',
      'profile.update.banner_picture',
      'profile.update.affiliate',
      'profile.update.verified',
    ]);
    expect(occurrences.find((o) => o.eventType === 'profile.update.geo')).toEqual({
      eventType: 'profile.update.geo',
      userId: '42',
      text: 'Lisbon',
      payload: { before: '', after: 'Lisbon' },
    });
    for (const occurrence of occurrences) expect(occurrence).not.toHaveProperty('direction');
    expect(registry.eventTypes().sort()).toEqual([
      'identity.UserAffiliationChanged',
      'identity.UserDescriptionChanged',
      'identity.UserLocationChanged',
      'identity.UserNameChanged',
      'identity.UserProfileBannerChanged',
      'identity.UserProfileImageChanged',
      'identity.UserScreenNameChanged',
      'identity.UserUrlChanged',
      'identity.UserVerifiedChanged',
    ]);
    const [registered] = userDecider.decide(
      { type: 'RegisterUser', userId: '42', screenName: 'alice', passwordHash: 'h', now },
      userDecider.initialState(),
    );
    expect(registry.activityOf(recorded(registered))).toEqual([]);
  });
});
