import type { ActivityMapping, ActivityOccurrence, RecordedEvent } from '@platform/event-store';
import type {
  UserDescriptionChanged,
  UserNameChanged,
  UserScreenNameChanged,
  UserVerifiedChanged,
} from '../domain/user';

/**
 * How profile changes become activity events. The payload is the platform's
 * profile update payload, `{before, after}` as strings; the text keyword
 * filters match is the new value. Profile events have no direction.
 *
 * As the activity docs define them, `profile.update.screenname` is a change
 * of the display name (what people see) and `profile.update.handle` a change
 * of the @handle.
 */
type ProfileEvent = UserNameChanged | UserDescriptionChanged | UserScreenNameChanged | UserVerifiedChanged;

const ACTIVITY_TYPES: Record<ProfileEvent['type'], readonly string[]> = {
  'identity.UserDescriptionChanged': ['profile.update.bio'],
  'identity.UserNameChanged': ['profile.update.screenname'],
  'identity.UserScreenNameChanged': ['profile.update.handle'],
  'identity.UserVerifiedChanged': ['profile.update.verified'],
};

export const profileActivity: ActivityMapping = {
  eventTypes: Object.keys(ACTIVITY_TYPES),
  toActivity(event: RecordedEvent): ActivityOccurrence[] {
    const types = ACTIVITY_TYPES[event.type as ProfileEvent['type']];
    if (!types) return [];
    const { userId, before, after } = (event as unknown as RecordedEvent<ProfileEvent>).data;
    const payload = { before: String(before), after: String(after) };
    return types.map((eventType) => ({ eventType, userId, text: payload.after, payload: { ...payload } }));
  },
};
