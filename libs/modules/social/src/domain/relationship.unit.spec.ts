import { deciderSpec } from '@platform/testing';
import { type ChangeRelationship, relationshipDecider, type RelationshipEvent } from './relationship';

const now = '2026-05-01T10:00:00.000Z';
const spec = deciderSpec(relationshipDecider);
const change = (over: Partial<ChangeRelationship>): ChangeRelationship => ({
  type: 'ChangeRelationship',
  kind: 'follow',
  on: true,
  sourceId: '1',
  targetId: '2',
  now,
  ...over,
});
const followed: RelationshipEvent = { type: 'social.UserFollowed', data: { sourceId: '1', targetId: '2', at: now } };

describe('relationship decider', () => {
  it('turns each kind on and off with its own events', () => {
    spec.given([]).when(change({})).then([followed]);
    spec.given([followed]).when(change({ on: false })).then([{ type: 'social.UserUnfollowed', data: { sourceId: '1', targetId: '2', at: now } }]);
    spec.given([]).when(change({ kind: 'mute' })).then([{ type: 'social.UserMuted', data: { sourceId: '1', targetId: '2', at: now } }]);
    spec
      .given([{ type: 'social.UserBlocked', data: { sourceId: '1', targetId: '2', at: now } }])
      .when(change({ kind: 'block', on: false }))
      .then([{ type: 'social.UserUnblocked', data: { sourceId: '1', targetId: '2', at: now } }]);
  });

  it('changes nothing when the relationship already is as asked', () => {
    spec.given([followed]).when(change({})).then([]);
    spec.given([]).when(change({ on: false })).then([]);
    spec.given([followed, { type: 'social.UserUnfollowed', data: { sourceId: '1', targetId: '2', at: now } }]).when(change({ on: false })).then([]);
  });

  it('keeps the users named as they were', () => {
    const users = { '1': { name: 'One', screen_name: 'one' }, '2': { name: 'Two', screen_name: 'two' } };
    spec.given([]).when(change({ kind: 'mute', users })).then([{ type: 'social.UserMuted', data: { sourceId: '1', targetId: '2', at: now, users } }]);
  });

  it('refuses a user doing it to themselves, naming target_user_id', () => {
    spec.given([]).when(change({ targetId: '1' })).thenThrows({ kind: 'invalid', parameter: 'target_user_id' });
  });
});
