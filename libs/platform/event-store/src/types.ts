import type { DomainEvent, Environment } from '@platform/ddd';

/** What every stored event carries besides its data. */
export interface EventMetadata {
  environment: Environment;
  requestId?: string;
  correlationId?: string;
  causationId?: string;
  userId?: string;
  appId?: string;
  accountId?: string;
  [key: string]: unknown;
}

/** An event as read back from the store, upcast to its current schema version. */
export interface RecordedEvent<TEvent extends DomainEvent = DomainEvent> {
  readonly type: TEvent['type'];
  readonly data: TEvent['data'];
  readonly schemaVersion: number;
  readonly eventId: string;
  readonly streamId: string;
  readonly streamType: string;
  readonly streamPosition: number;
  readonly globalPosition: string;
  readonly transactionId: string;
  readonly accountId: string | null;
  readonly metadata: EventMetadata;
  readonly occurredAt: Date;
  readonly recordedAt: Date;
}

/** Expected version of a stream before an append: a number (0 = new stream) or 'any'. */
export type ExpectedVersion = number | 'any';

export interface StreamWrite {
  streamId: string;
  streamType: string;
  events: readonly DomainEvent[];
  expectedVersion: ExpectedVersion;
  /** The ad account the events belong to, if any (indexed for history queries). */
  accountId?: string | null;
  /** Extra metadata merged over the request context's. */
  metadata?: Partial<EventMetadata>;
}

export interface AppendResult {
  streamId: string;
  nextVersion: number;
  events: RecordedEvent[];
}

/** Position in the global order the processors read: (transaction id, global position). */
export interface Checkpoint {
  transactionId: string;
  globalPosition: string;
}

export const START_CHECKPOINT: Checkpoint = { transactionId: '0', globalPosition: '0' };
