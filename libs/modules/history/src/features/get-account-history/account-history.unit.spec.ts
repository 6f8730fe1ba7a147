import type { EntityHistoryDescriptor, RecordedEvent } from '@platform/event-store';
import { decodeCursor } from '@platform/http';
import { platformOf } from '../shared/history-entry';
import { HISTORY_CURSOR, type HistoryQuery, historyPage } from './account-history';

/** A made-up entity type: `t.Set` events set one member, the first creates. */
const thing: EntityHistoryDescriptor = {
  entityType: 'THING',
  streamId: (environment, id) => `t.Thing-${environment}-${id}`,
  change(before, event) {
    if (event.type !== 't.Set') return undefined;
    const { field, value } = event.data as { field: string; value: unknown };
    return before
      ? { changeType: 'UPDATE', changes: { [field]: { old: before[field] ?? null, new: value } }, entityData: { ...before, [field]: value } }
      : { changeType: 'CREATE', changes: {}, entityData: { [field]: value } };
  },
};

let position = 0;
function event(at: string, value: unknown, metadata: Partial<RecordedEvent['metadata']> = {}, type = 't.Set'): RecordedEvent {
  position += 1;
  return {
    type,
    data: { field: 'name', value },
    schemaVersion: 1,
    eventId: `e${position}`,
    streamId: 't.Thing-production-x1',
    streamType: 't.Thing',
    streamPosition: position,
    globalPosition: String(position),
    transactionId: String(position),
    accountId: 'acc',
    metadata: { environment: 'production', userId: '42', appId: '7', ...metadata },
    occurredAt: new Date(at),
    recordedAt: new Date(at),
  };
}

const events = [
  event('2026-03-01T09:59:59.900Z', 'a'), // 1: before the window
  event('2026-03-01T10:00:00.000Z', 'b'), // 2: first instant of the window
  event('2026-03-01T10:30:00.250Z', 'c', { userId: '43' }), // 3
  event('2026-03-01T10:40:00.000Z', 'ignored', {}, 't.Other'), // 4: no change
  event('2026-03-01T11:59:59.999Z', 'd', { appId: undefined, userId: undefined }), // 5: last instant of the window
  event('2026-03-01T12:00:00.000Z', 'e'), // 6: end of the window, left out
];

const query = (q: Partial<HistoryQuery> = {}): HistoryQuery => ({
  entityId: 'x1',
  start: new Date('2026-03-01T10:00:00Z'),
  end: new Date('2026-03-01T12:00:00Z'),
  count: 200,
  ...q,
});

describe('account history page', () => {
  it('keeps the changes within [start_time, end_time), each with the entity as of that change', () => {
    const page = historyPage(thing, events, query());
    expect(page.next_cursor).toBeNull();
    expect(page.data).toEqual([
      {
        change_time: '2026-03-01T10:00:00Z',
        change_type: 'UPDATE',
        change_by: { user_id: '42', platform: 'API_OTHER' },
        changes: { name: { old: 'a', new: 'b' } },
        entity: 'THING',
        entity_id: 'x1',
        entity_data: { name: 'b' },
      },
      {
        change_time: '2026-03-01T10:30:00Z',
        change_type: 'UPDATE',
        change_by: { user_id: '43', platform: 'API_OTHER' },
        changes: { name: { old: 'b', new: 'c' } },
        entity: 'THING',
        entity_id: 'x1',
        entity_data: { name: 'c' },
      },
      {
        change_time: '2026-03-01T11:59:59Z',
        change_type: 'UPDATE',
        change_by: { user_id: null, platform: 'INTERNAL' },
        changes: { name: { old: 'c', new: 'd' } },
        entity: 'THING',
        entity_id: 'x1',
        entity_data: { name: 'd' },
      },
    ]);
  });

  it('starts from the first event even when the window starts later (creation shows as CREATE)', () => {
    const all = historyPage(thing, events, query({ start: new Date('2026-03-01T09:00:00Z'), end: new Date('2026-03-01T13:00:00Z') }));
    expect(all.data.map((e) => [e.change_type, e.entity_data.name])).toEqual([
      ['CREATE', 'a'],
      ['UPDATE', 'b'],
      ['UPDATE', 'c'],
      ['UPDATE', 'd'],
      ['UPDATE', 'e'],
    ]);
    expect(all.data[0].changes).toEqual({});
  });

  it('keeps only the changes of one user when asked', () => {
    const page = historyPage(thing, events, query({ userId: '43' }));
    expect(page.data.map((e) => e.entity_data.name)).toEqual(['c']);
    expect(historyPage(thing, events, query({ userId: '999' })).data).toEqual([]);
  });

  it('pages with an opaque cursor until no page is left', () => {
    const first = historyPage(thing, events, query({ count: 2 }));
    expect(first.data.map((e) => e.entity_data.name)).toEqual(['b', 'c']);
    expect(first.next_cursor).toEqual(expect.any(String));
    const after = decodeCursor(first.next_cursor!, HISTORY_CURSOR)[0] as number;
    const second = historyPage(thing, events, query({ count: 2, after }));
    expect(second.data.map((e) => e.entity_data.name)).toEqual(['d']);
    expect(second.next_cursor).toBeNull();
    // a page exactly full has no next page
    expect(historyPage(thing, events, query({ count: 3 })).next_cursor).toBeNull();
  });

  it('answers nothing for a stream without events', () => {
    expect(historyPage(thing, [], query())).toEqual({ data: [], next_cursor: null });
  });

  it('tells changes made through the API from those no app made', () => {
    expect(platformOf({ environment: 'sandbox', appId: '7', userId: '42' })).toBe('API_OTHER');
    expect(platformOf({ environment: 'production' })).toBe('INTERNAL');
  });
});
