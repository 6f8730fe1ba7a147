import { type EntityHistoryDescriptor, EntityHistoryRegistry, type FieldChanges, foldHistory } from './entity-history';
import type { RecordedEvent } from './types';

const counter: EntityHistoryDescriptor = {
  entityType: 'COUNTER',
  streamId: (environment, id) => `test.Counter-${environment}-${id}`,
  change: (before, event) =>
    event.type === 'test.Incremented'
      ? {
          changeType: before ? 'UPDATE' : 'CREATE',
          changes: (before ? { value: { old: before.value, new: (event.data as { value: number }).value } } : {}) as FieldChanges,
          entityData: { value: (event.data as { value: number }).value },
        }
      : undefined,
};

const event = (type: string, value: number, position: number) =>
  ({ type, data: { value }, streamPosition: position }) as unknown as RecordedEvent;

describe('entity history', () => {
  it('folds a stream into changes, each seeing the entity as of the change before', () => {
    const events = [event('test.Incremented', 1, 1), event('test.Renamed', 0, 2), event('test.Incremented', 2, 3)];
    expect(foldHistory(counter, events)).toEqual([
      { event: events[0], change: { changeType: 'CREATE', changes: {}, entityData: { value: 1 } } },
      { event: events[2], change: { changeType: 'UPDATE', changes: { value: { old: 1, new: 2 } }, entityData: { value: 2 } } },
    ]);
  });

  it('keeps one descriptor per entity type', () => {
    const registry = new EntityHistoryRegistry();
    registry.register(counter);
    registry.register(counter); // the same one again (a module initialised twice): fine
    expect(registry.get('COUNTER')).toBe(counter);
    expect(registry.get('OTHER')).toBeUndefined();
    expect(registry.entityTypes()).toEqual(['COUNTER']);
    expect(() => registry.register({ ...counter })).toThrow('History of entity type COUNTER registered twice');
  });
});
