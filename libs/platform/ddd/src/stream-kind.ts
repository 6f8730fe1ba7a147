import type { Decider, DomainEvent } from './decider';

/**
 * How the command path writes the time it stamps on a command (`now`), from
 * the clock: ISO 8601 UTC to the second (as the ads API writes its times) or
 * to the millisecond.
 */
export type Stamp = 'seconds' | 'milliseconds';

/**
 * An event type's current schema version and the upcasters that bring older
 * stored versions up to it: `upcasters[n]` turns data of version n into data
 * of version n + 1.
 */
export interface EventSchema {
  readonly schemaVersion: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly upcasters?: Readonly<Record<number, (data: any) => any>>;
}

/**
 * Every event type a stream's decider appends, by its stored name: `1` (its
 * first schema, as most are) or its schema. Keyed by exactly the decider's
 * event types, so an event type left out, or one the decider never appends,
 * is a compile error.
 */
export type EventSchemas<TEvent extends DomainEvent> = { readonly [K in TEvent['type']]: 1 | EventSchema };

/**
 * A kind of stream: its type (stored on the stream row), how a key names one
 * stream of it, its decider, the event types it appends (for the module's
 * registration), and, where its commands carry `now`, how the command path
 * stamps it from the clock (the sender then leaves `now` out).
 */
export interface StreamKind<TState, TCommand, TEvent extends DomainEvent, TKey extends unknown[] = [string]> {
  readonly type: string;
  readonly streamId: (...key: TKey) => string;
  readonly decider: Decider<TState, TCommand, TEvent>;
  readonly events: EventSchemas<TEvent>;
  readonly stamp?: Stamp;
}

/** A stream kind, declared next to its decider, with the event types its decider appends. */
export const streamKind = <TState, TCommand, TEvent extends DomainEvent, TKey extends unknown[] = [string]>(
  kind: Omit<StreamKind<TState, TCommand, TEvent, TKey>, 'events'>,
  events: NoInfer<EventSchemas<TEvent>>,
): StreamKind<TState, TCommand, TEvent, TKey> => ({ ...kind, events });
