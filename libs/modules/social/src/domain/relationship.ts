import { invalidParameter, streamKind, type Decider, type DomainEvent } from '@platform/ddd';
import type { Participants } from './dm-conversation';

/**
 * What one user does to another in the social graph: follows, mutes and
 * blocks (through the platform's endpoints, or the admin API's for any user). One stream per kind and ordered pair
 * (source, target): it holds whether the relationship is on, so that
 * following twice changes nothing and unfollowing someone not followed
 * changes nothing either, as the platform answers both. The two users are
 * named in the events as they were when it happened (`users`), so the
 * activity they stand for (follow.*, mute.*, block.*) can be told later.
 */
export type RelationshipKind = 'follow' | 'mute' | 'block';

interface RelationshipData {
  sourceId: string;
  targetId: string;
  at: string;
  users?: Participants;
}

export type UserFollowed = DomainEvent<'social.UserFollowed', RelationshipData>;
export type UserUnfollowed = DomainEvent<'social.UserUnfollowed', RelationshipData>;
export type UserMuted = DomainEvent<'social.UserMuted', RelationshipData>;
export type UserUnmuted = DomainEvent<'social.UserUnmuted', RelationshipData>;
export type UserBlocked = DomainEvent<'social.UserBlocked', RelationshipData>;
export type UserUnblocked = DomainEvent<'social.UserUnblocked', RelationshipData>;
export type RelationshipEvent = UserFollowed | UserUnfollowed | UserMuted | UserUnmuted | UserBlocked | UserUnblocked;

/** The event that turns each kind on, and the one that turns it off. */
export const RELATIONSHIP_EVENTS: Readonly<Record<RelationshipKind, { on: RelationshipEvent['type']; off: RelationshipEvent['type'] }>> = {
  follow: { on: 'social.UserFollowed', off: 'social.UserUnfollowed' },
  mute: { on: 'social.UserMuted', off: 'social.UserUnmuted' },
  block: { on: 'social.UserBlocked', off: 'social.UserUnblocked' },
};

const ON_EVENTS = new Set<string>(Object.values(RELATIONSHIP_EVENTS).map((e) => e.on));
const OFF_EVENTS = new Set<string>(Object.values(RELATIONSHIP_EVENTS).map((e) => e.off));

export interface RelationshipState {
  on: boolean;
}

export interface ChangeRelationship {
  type: 'ChangeRelationship';
  kind: RelationshipKind;
  /** Turn the relationship on (follow, mute, block) or off (unfollow, unmute, unblock). */
  on: boolean;
  sourceId: string;
  targetId: string;
  users?: Participants;
  now: string;
}

export const relationshipDecider: Decider<RelationshipState, ChangeRelationship, RelationshipEvent> = {
  initialState: () => ({ on: false }),
  evolve: (state, event) => (ON_EVENTS.has(event.type) ? { on: true } : OFF_EVENTS.has(event.type) ? { on: false } : state),
  decide: (command, state) => {
    if (command.sourceId === command.targetId) {
      throw invalidParameter('target_user_id', `A user cannot ${command.kind} themselves: target_user_id must be another user`);
    }
    if (command.on === state.on) return [];
    const { sourceId, targetId, users, now } = command;
    const type = RELATIONSHIP_EVENTS[command.kind][command.on ? 'on' : 'off'];
    return [{ type, data: { sourceId, targetId, at: now, users } } as RelationshipEvent];
  },
};

export const RELATIONSHIP_STREAM = 'social.Relationship';
export const relationshipStreamId = (kind: RelationshipKind, sourceId: string, targetId: string) =>
  `${RELATIONSHIP_STREAM}-${kind}-${sourceId}-${targetId}`;
export const RELATIONSHIP = streamKind(
  { type: RELATIONSHIP_STREAM, streamId: relationshipStreamId, decider: relationshipDecider, stamp: 'milliseconds' },
  { 'social.UserFollowed': 1, 'social.UserUnfollowed': 1, 'social.UserMuted': 1, 'social.UserUnmuted': 1, 'social.UserBlocked': 1, 'social.UserUnblocked': 1 },
);
