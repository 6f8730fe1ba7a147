import type { ActivityMapping, ActivityOccurrence, RecordedEvent } from '@platform/event-store';
import type { AccessTokenInvalidated } from '../domain/access-token';
import type { UserGrantRevoked } from '../domain/oauth2-user-grant';

/** The activity type of a user ending a grant of an app: Account Activity's `user_event` revoke (no subscription can name it). */
const AUTHORIZATION_REVOKE = 'authorization.revoke';

/** `2018-05-24T09:48:12+00:00`: how the revoke event writes its time. */
const dateTime = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, '+00:00');

/**
 * A user ending a grant of an app (an OAuth 1.0a access token invalidated, an
 * OAuth 2.0 grant revoked) as the Account Activity docs show a revocation:
 * `{user_event: {revoke: {date_time, target: {app_id}, source: {user_id}}}}`,
 * for that app alone (`revokedAppId`). Whether it ends the user's
 * authorization of the app (they may hold another grant) is told where it is
 * delivered. OAuth 2.0 revocations recorded before the user was kept on them
 * name no user and are not activity.
 */
export const authorizationActivity: ActivityMapping = {
  eventTypes: ['identity.AccessTokenInvalidated', 'identity.OAuth2UserGrantRevoked'],
  toActivity(event: RecordedEvent): ActivityOccurrence[] {
    const e = event as unknown as AccessTokenInvalidated | UserGrantRevoked;
    const { userId, appId } = e.data;
    if (userId === undefined) return [];
    const at = e.type === 'identity.AccessTokenInvalidated' ? e.data.invalidatedAt : e.data.revokedAt;
    const payload = { user_event: { revoke: { date_time: dateTime(at), target: { app_id: appId }, source: { user_id: userId } } } };
    return [{ eventType: AUTHORIZATION_REVOKE, userId, revokedAppId: appId, payload }];
  },
};
