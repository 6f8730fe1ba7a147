import { streamKind } from '@platform/ddd';
import { EventTypeRegistry } from './event-type-registry';

type Noted = { type: 'spec.Noted'; data: { text: string } } | { type: 'spec.Renoted'; data: { text: string; by: string } };

const NOTE = streamKind(
  {
    type: 'spec.Note',
    streamId: (id: string) => `spec.Note-${id}`,
    decider: { initialState: () => ({}), evolve: (state: object) => state, decide: (): Noted[] => [] },
  },
  { 'spec.Noted': 1, 'spec.Renoted': { schemaVersion: 2, upcasters: { 1: (data: { text: string }) => ({ ...data, by: 'unknown' }) } } },
);

describe('the event type registry, given stream kinds', () => {
  it('takes from a kind exactly the event types its decider appends, as the compiler checks', () => {
    const { type, streamId, decider } = NOTE;
    // @ts-expect-error an event type the decider appends is left out
    expect(streamKind({ type, streamId, decider }, { 'spec.Noted': 1 }).events).toEqual({ 'spec.Noted': 1 });
    // @ts-expect-error an event type the decider never appends is named
    expect(() => streamKind({ type, streamId, decider }, { 'spec.Noted': 1, 'spec.Renoted': 1, 'spec.Other': 1 })).not.toThrow();
  });

  it('registers each event type a kind declares, at its schema version, and upcasts older stored data with its upcasters', () => {
    const registry = new EventTypeRegistry();
    registry.registerKinds(NOTE, NOTE);
    expect(registry.definitions()).toEqual([
      { type: 'spec.Noted', schemaVersion: 1 },
      { type: 'spec.Renoted', schemaVersion: 2 },
    ]);
    expect(registry.upcast('spec.Renoted', 1, { text: 'a' })).toEqual({ data: { text: 'a', by: 'unknown' }, schemaVersion: 2 });
  });

  it('refuses a kind whose event type another kind registered at another schema version', () => {
    const registry = new EventTypeRegistry();
    registry.registerKinds(NOTE);
    expect(() => registry.registerKinds({ events: { 'spec.Renoted': 1 } })).toThrow(/registered twice with different schema versions/);
  });
});
