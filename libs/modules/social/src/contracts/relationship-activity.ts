import type { ActivityMapping, ActivityOccurrence, RecordedEvent } from '@platform/event-store';
import type { RelationshipEvent } from '../domain/relationship';
import { activityUser, activityV2User, timestampMs } from './activity-users';

/**
 * How follows, mutes and blocks become activity events. The activity payload
 * is the pair of users, `source` (who did it) and `target`, each a v2 user
 * under `data`, as the activity payload page shows them; the Account Activity
 * list is the one its docs show: one list per family (`follow_events`,
 * `mute_events`, `block_events`) holding `{type, created_timestamp, source,
 * target}`, where `type` tells the action (`follow`, `unfollow`, `mute`, ...).
 *
 * Who is told: a follow reaches both users (the follower and the one
 * followed); an unfollow, a mute, an unmute, a block and an unblock reach
 * only the user who did it, as the platform never tells a user they were
 * unfollowed, muted or blocked.
 */
const ACTIVITY: Record<RelationshipEvent['type'], { eventType: string; list: string; type: string; toTarget: boolean }> = {
  'social.UserFollowed': { eventType: 'follow.follow', list: 'follow_events', type: 'follow', toTarget: true },
  'social.UserUnfollowed': { eventType: 'follow.unfollow', list: 'follow_events', type: 'unfollow', toTarget: false },
  'social.UserMuted': { eventType: 'mute.mute', list: 'mute_events', type: 'mute', toTarget: false },
  'social.UserUnmuted': { eventType: 'mute.unmute', list: 'mute_events', type: 'unmute', toTarget: false },
  'social.UserBlocked': { eventType: 'block.block', list: 'block_events', type: 'block', toTarget: false },
  'social.UserUnblocked': { eventType: 'block.unblock', list: 'block_events', type: 'unblock', toTarget: false },
};

export const relationshipActivity: ActivityMapping = {
  eventTypes: Object.keys(ACTIVITY),
  toActivity(event: RecordedEvent): ActivityOccurrence[] {
    const activity = ACTIVITY[event.type as RelationshipEvent['type']];
    if (!activity) return [];
    const { sourceId, targetId, at, users } = (event as unknown as RelationshipEvent).data;
    const payload = { source: activityV2User(sourceId, users), target: activityV2User(targetId, users) };
    const accountActivity = {
      [activity.list]: [
        { type: activity.type, created_timestamp: timestampMs(at), source: activityUser(sourceId, users), target: activityUser(targetId, users) },
      ],
    };
    const told = activity.toTarget ? [sourceId, targetId] : [sourceId];
    return told.map((userId) => ({ eventType: activity.eventType, userId, payload, accountActivity }));
  },
};
