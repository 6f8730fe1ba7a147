import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type ChangeRelationship, relationshipDecider, type RelationshipKind } from '../domain/relationship';
import { relationshipsProjection } from './relationships.projection';

const source = 'u-rel-spec-a';
const now = '2026-01-01T00:00:00Z';
const change = (kind: RelationshipKind, on: boolean, targetId = 'u-rel-spec-b'): ChangeRelationship => ({ type: 'ChangeRelationship', kind, on, sourceId: source, targetId, now });
/** Each relationship is a stream of its own: the events of several, one after the other. */
const streams = (...commands: ChangeRelationship[][]) => commands.flatMap((stream) => historyOf(relationshipDecider, stream));

describe('the relationships projection', () => {
  const db = testDatabase();
  const rows = (events: Array<{ type: string; data: unknown }>) =>
    projectionSpec(relationshipsProjection, db())
      .given(events)
      .thenRows(`SELECT kind, target_id, since_position::int FROM social.relationships WHERE source_id = $1 ORDER BY since_position`, [source]);

  it('keeps who follows, mutes and blocks whom, each since the event that turned it on', async () => {
    expect(await rows(streams([change('follow', true)], [change('mute', true)], [change('block', true, 'u-rel-spec-c')]))).toEqual([
      { kind: 'follow', target_id: 'u-rel-spec-b', since_position: 1 },
      { kind: 'mute', target_id: 'u-rel-spec-b', since_position: 2 },
      { kind: 'block', target_id: 'u-rel-spec-c', since_position: 3 },
    ]);
  });

  it('drops a relationship turned off, and only that kind', async () => {
    expect(await rows(streams([change('follow', true), change('follow', false)], [change('mute', true)]))).toEqual([
      { kind: 'mute', target_id: 'u-rel-spec-b', since_position: 3 },
    ]);
  });

  it('drops a mute and a block turned off, each on its own, the other kinds kept', async () => {
    const target = 'u-rel-spec-c';
    const follow = [change('follow', true, target)];
    expect(await rows(streams(follow, [change('mute', true, target), change('mute', false, target)], [change('block', true, target)]))).toEqual([
      { kind: 'follow', target_id: target, since_position: 1 },
      { kind: 'block', target_id: target, since_position: 4 },
    ]);
    expect(await rows(streams(follow, [change('mute', true, target)], [change('block', true, target), change('block', false, target)]))).toEqual([
      { kind: 'follow', target_id: target, since_position: 1 },
      { kind: 'mute', target_id: target, since_position: 2 },
    ]);
  });

  it('dates a relationship turned on again from the new event', async () => {
    expect(await rows(streams([change('follow', true), change('follow', false), change('follow', true)]))).toEqual([
      { kind: 'follow', target_id: 'u-rel-spec-b', since_position: 3 },
    ]);
  });
});
