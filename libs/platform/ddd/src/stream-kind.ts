import type { Decider, DomainEvent } from './decider';

/**
 * How the command path writes the time it stamps on a command (`now`), from
 * the clock: ISO 8601 UTC to the second (as the ads API writes its times) or
 * to the millisecond.
 */
export type Stamp = 'seconds' | 'milliseconds';

/**
 * A kind of stream: its type (stored on the stream row), how a key names one
 * stream of it, its decider, and, where its commands carry `now`, how the
 * command path stamps it from the clock (the sender then leaves `now` out).
 */
export interface StreamKind<TState, TCommand, TEvent extends DomainEvent, TKey extends unknown[] = [string]> {
  readonly type: string;
  readonly streamId: (...key: TKey) => string;
  readonly decider: Decider<TState, TCommand, TEvent>;
  readonly stamp?: Stamp;
}

/** A stream kind, declared next to its decider. */
export const streamKind = <TState, TCommand, TEvent extends DomainEvent, TKey extends unknown[] = [string]>(
  kind: StreamKind<TState, TCommand, TEvent, TKey>,
): StreamKind<TState, TCommand, TEvent, TKey> => kind;
