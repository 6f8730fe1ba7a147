import { Global, Module } from '@nestjs/common';
import { MetricsModule } from '@platform/metrics';
import { ActivityMappingRegistry } from './activity';
import { EntityHistoryRegistry } from './entity-history';
import { EventStore } from './event-store';
import { EventTypeRegistry } from './event-type-registry';
import { ProcessorRunner } from './processor-runner';
import { ProjectionRebuilder } from './projection-rebuilder';
import { ProjectionRegistry } from './projection-registry';
import { StateReplacement } from './state-replacement';

const SHARED = [
  EventStore,
  EventTypeRegistry,
  ProjectionRegistry,
  EntityHistoryRegistry,
  ActivityMappingRegistry,
  ProcessorRunner,
  ProjectionRebuilder,
  StateReplacement,
];

/**
 * The event store and its registries, shared by every module. Modules register
 * their event types, inline projections, processors, history descriptors and
 * activity mappings in `onModuleInit`.
 */
@Global()
@Module({ imports: [MetricsModule], providers: SHARED, exports: SHARED })
export class EventStoreModule {}
