import type { DomainEvent } from '@platform/ddd';
import type { AppendResult, EventMetadata, RecordedEvent, StreamWrite } from './types';

/** What the command path takes and answers: a command's options, its result, the guards and writes of a decision. */

export interface HandleOptions {
  accountId?: string | null;
  metadata?: Partial<EventMetadata>;
  /** How many times load–decide–append is tried before answering a conflict. */
  maxAttempts?: number;
}

/** A command as its sender writes it when the command path stamps its time: without `now`. */
export type Unstamped<TCommand> = TCommand extends unknown ? Omit<TCommand, 'now'> : never;

/** A command as sent to a stream of a kind: without `now` where the kind stamps it. */
export type KindCommand<TCommand> = TCommand | Unstamped<TCommand>;

export interface HandleResult<TState, TEvent extends DomainEvent> {
  state: TState;
  events: RecordedEvent<TEvent>[];
  version: number;
}

/** A stream the decision read besides its own, at the version it read: the append checks it has not moved. */
export interface StreamGuard {
  streamId: string;
  expectedVersion: number;
  /**
   * Read from what this process knew of the stream (`known`), not from the
   * database: a decision that refuses or changes nothing on it is made again
   * with the stream read afresh (only an append checks the version).
   */
  known?: boolean;
}

/** A guard as a write of the append: no events, the version checked (and the stream's row share-locked). */
export const guardWrite = ({ streamId, expectedVersion }: StreamGuard): StreamWrite => ({ streamId, expectedVersion, streamType: '', events: [] });

/**
 * A command that needs more than its own stream's state: `prepare` runs on each
 * attempt with the state just loaded, reads what else the decision needs (say,
 * a parent entity's stream) and answers the command with guards on what it
 * read, so a concurrent change of those streams makes the attempt retry; and
 * any writes to other streams that must commit with the decision (each at the
 * version it read, retried alike). `now` is the command's time (as the kind
 * stamps it, else the clock's to the millisecond), the same on every attempt,
 * for the commands it decides on those other streams.
 */
export class Prepare<TState, TCommand> {
  constructor(
    readonly prepare: (state: TState, now: string) => Promise<{ command: TCommand; guards?: StreamGuard[]; writes?: StreamWrite[] }>,
  ) {}
}

/**
 * A write of one attempt's decision, at the version the attempt read. A stream
 * the attempt loaded and decided carries the state it decided (`decided`), kept
 * for its next load once appended; of any other (a guard, a write it read with
 * `known`), what this process knew is dropped when the append conflicts.
 */
export type DecidedWrite = StreamWrite & { decided?: { decider: object; state: unknown } };

/** One attempt's decision: the writes appended together (none: nothing to append), and the answer given what they recorded. */
export interface Decision<T> {
  writes: DecidedWrite[];
  answer: (appended: AppendResult[]) => T;
  /** Decided on what this process knew of the streams, unread: a conflict of its append is no attempt spent (once). */
  unread?: boolean;
}
