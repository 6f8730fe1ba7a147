import type { ActivityMapping, ActivityOccurrence, RecordedEvent } from '@platform/event-store';
import type { UserProfileChanged } from '../domain/user';

/**
 * How profile changes become activity events. The payload is the platform's
 * profile update payload, `{before, after}` as strings; the text keyword
 * filters match is the new value. Profile events have no direction.
 *
 * As the activity docs define them, `profile.update.screenname` is a change
 * of the display name (what people see) and `profile.update.handle` a change
 * of the @handle; `profile.update.geo` is the location the profile gives,
 * `profile.update.affiliate` the business the user is affiliated with (its
 * user id, '' when none).
 */
const ACTIVITY_TYPES: Record<UserProfileChanged['type'], string> = {
  'identity.UserDescriptionChanged': 'profile.update.bio',
  'identity.UserNameChanged': 'profile.update.screenname',
  'identity.UserScreenNameChanged': 'profile.update.handle',
  'identity.UserLocationChanged': 'profile.update.geo',
  'identity.UserUrlChanged': 'profile.update.url',
  'identity.UserProfileImageChanged': 'profile.update.profile_picture',
  'identity.UserProfileBannerChanged': 'profile.update.banner_picture',
  'identity.UserAffiliationChanged': 'profile.update.affiliate',
  'identity.UserVerifiedChanged': 'profile.update.verified',
};

export const profileActivity: ActivityMapping = {
  eventTypes: Object.keys(ACTIVITY_TYPES),
  toActivity(event: RecordedEvent): ActivityOccurrence[] {
    const eventType = ACTIVITY_TYPES[event.type as UserProfileChanged['type']];
    if (!eventType) return [];
    const { userId, before, after } = (event as unknown as RecordedEvent<UserProfileChanged>).data;
    const payload = { before: String(before), after: String(after) };
    return [{ eventType, userId, text: payload.after, payload }];
  },
};
