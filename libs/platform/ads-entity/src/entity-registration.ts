import { Injectable } from '@nestjs/common';
import { EntityHistoryRegistry, EventTypeRegistry, ProjectionRegistry } from '@platform/event-store';
import type { AnyAdsEntity } from './ads-entity';

/**
 * A module's declared entities, registered in one call from its
 * `onModuleInit`: each entity's event types, its inline projection and, where
 * it has one, its place in the account history.
 */
@Injectable()
export class AdsEntityRegistration {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
    private readonly history: EntityHistoryRegistry,
  ) {}

  register(...entities: readonly AnyAdsEntity[]): void {
    for (const entity of entities) {
      this.eventTypes.register(...entity.eventTypes);
      this.projections.register(entity.projection);
      if (entity.history) this.history.register(entity.history);
    }
  }
}
