import { type EntityData, type EntityHistoryDescriptor, foldHistory, type HistoryChange, type RecordedEvent } from '@platform/event-store';
import { entryOf } from '../shared/history-entry';
import type { StoredEntry } from '../../projections/account-history-entries';
import { type HistoryQuery, historyPage, storedHistoryPage } from './account-history';

/** A made-up entity type: `t.Set` events set one member, the first creates. */
const thing: EntityHistoryDescriptor = {
  entityType: 'THING',
  streamId: (environment, id) => `t.Thing-${environment}-${id}`,
  change(before, event): HistoryChange | undefined {
    if (event.type !== 't.Set') return undefined;
    const { value } = event.data as { value: unknown };
    return before
      ? { changeType: 'UPDATE', changes: { name: { old: before.name ?? null, new: value } }, entityData: { ...before, name: value } }
      : { changeType: 'CREATE', changes: {}, entityData: { name: value } };
  },
};

const events: RecordedEvent[] = ['a', 'b', 'c', 'skip', 'd', 'e', 'f'].map((value, i) => ({
  type: value === 'skip' ? 't.Other' : 't.Set',
  data: { value },
  schemaVersion: 1,
  eventId: `e${i + 1}`,
  streamId: 't.Thing-production-x1',
  streamType: 't.Thing',
  streamPosition: i + 1,
  globalPosition: String(i + 1),
  transactionId: String(i + 1),
  accountId: 'acc',
  metadata: { environment: 'production', userId: i % 2 ? '42' : '43', appId: '7' },
  occurredAt: new Date(Date.UTC(2026, 2, 1, 10, i * 10)),
  recordedAt: new Date(Date.UTC(2026, 2, 1, 10, i * 10)),
}));

/** What the read model holds once the processor has read the first `head` events, and what a read selects from it. */
function readModel(head: number, q: HistoryQuery): { stored: StoredEntry[]; entity: EntityData | undefined } {
  const changes = foldHistory(thing, events.slice(0, head));
  const stored = changes
    .filter(({ event }) => event.recordedAt >= q.start && event.recordedAt < q.end)
    .filter(({ event }) => event.streamPosition > (q.after ?? 0) && (q.userId === undefined || event.metadata.userId === q.userId))
    .slice(0, q.count + 1)
    .map(({ event, change }) => ({ position: event.streamPosition, entry: JSON.stringify(entryOf(thing, 'x1', event, change)) }));
  return { stored, entity: changes.at(-1)?.change.entityData };
}

const queries: HistoryQuery[] = [
  { entityId: 'x1', start: new Date('2026-03-01T10:00:00Z'), end: new Date('2026-03-01T12:00:00Z'), count: 200 },
  { entityId: 'x1', start: new Date('2026-03-01T10:15:00Z'), end: new Date('2026-03-01T10:55:00Z'), count: 200 },
  { entityId: 'x1', start: new Date('2026-03-01T10:00:00Z'), end: new Date('2026-03-01T12:00:00Z'), count: 2 },
  { entityId: 'x1', start: new Date('2026-03-01T10:00:00Z'), end: new Date('2026-03-01T12:00:00Z'), count: 2, after: 3 },
  { entityId: 'x1', start: new Date('2026-03-01T10:00:00Z'), end: new Date('2026-03-01T12:00:00Z'), count: 1, userId: '42' },
];

describe('account history from stored entries', () => {
  it('answers what folding the whole stream answers, wherever the processor has got to', () => {
    for (const q of queries) {
      const folded = historyPage(thing, events, q);
      for (let head = 0; head <= events.length; head++) {
        const { stored, entity } = readModel(head, q);
        const page = storedHistoryPage(thing, stored, { entity }, events.slice(head), q);
        expect({ q, head, page: { data: page.data.map((raw) => JSON.parse(raw.json)), next_cursor: page.next_cursor } }).toEqual({ q, head, page: folded });
      }
    }
  });
});
