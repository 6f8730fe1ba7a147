export { EventStore } from './event-store';
export {
  guardWrite,
  Prepare,
  type DecidedWrite,
  type Decision,
  type HandleOptions,
  type HandleResult,
  type KindCommand,
  type StreamGuard,
  type Unstamped,
} from './command-path';
export { type Stamp } from '@platform/ddd';
export { streamCommandHandler, type StreamDecision } from './stream-command-handler';
export { WrongExpectedVersion } from './stream-append';
export { EventTypeRegistry, type EventTypeDefinition } from './event-type-registry';
export { ProjectionRegistry, type InlineProjection } from './projection-registry';
export { tableProjection, type TableWrites } from './table-projection';
export {
  EntityHistoryRegistry,
  foldHistory,
  isStoredHistory,
  type StoredHistoryDescriptor,
  type EntityData,
  type EntityHistoryDescriptor,
  type FieldChanges,
  type HistoryChange,
  type HistoryChangeOf,
  type HistoryChangeType,
} from './entity-history';
export {
  ActivityMappingRegistry,
  type ActivityDirection,
  type ActivityMapping,
  type ActivityOccurrence,
} from './activity';
export { ProjectionRebuilder, type RebuildOptions, type RebuildResult } from './projection-rebuilder';
export { ProcessorRunner } from './processor-runner';
export { RunningProcessor, type Processor, type ProcessorRunnerOptions } from './running-processor';
export { type ProcessorLag } from './processor-lag';
export { ChannelListener, type ChannelHandlers } from './channel-listener';
export { EventStoreModule } from './event-store.module';
export { inTransaction, sqlOf, type Sql } from './sql';
export { eventStoreMigrations } from './migrations';
export * from './types';
export { Sweeper } from './sweeper';
export { StateReplacement, STATE_CHANNEL, type StateReplacementHandlers } from './state-replacement';
