import type { Clock, Environment } from '@platform/ddd';
import { isoSeconds } from '@platform/ddd';
import type { EventStore, Processor, RecordedEvent } from '@platform/event-store';
import { CATALOG_PRODUCTS_STREAM, catalogProductsDecider, catalogProductsStreamId } from '../../domain/catalog-products';

/**
 * Evaluates FILTERED product sets after the fact: for each catalog whose
 * products or sets changed in a batch of committed events, asks the catalog's
 * stream to evaluate the sets not evaluated at its current revision (the
 * decider evaluates and appends the outcome; nothing when all are current, so
 * running twice is harmless).
 */
export class ProductSetsProcessor implements Processor {
  readonly name = 'catalog.product-sets';
  readonly startFrom = 'beginning' as const;
  readonly batchSize = 200;
  readonly handles = ['catalog.ProductsBatchApplied', 'catalog.ProductsDeleted', 'catalog.ProductSetCreated'];

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async handle(events: RecordedEvent[]): Promise<void> {
    const catalogs = new Map<string, { environment: Environment; catalogId: string }>();
    for (const event of events) {
      const { environment, catalogId } = event.data as { environment: Environment; catalogId: string };
      catalogs.set(`${environment} ${catalogId}`, { environment, catalogId });
    }
    for (const { environment, catalogId } of catalogs.values()) {
      await this.store.handle(catalogProductsStreamId(environment, catalogId), CATALOG_PRODUCTS_STREAM, catalogProductsDecider, {
        type: 'EvaluateProductSets',
        environment,
        catalogId,
        now: isoSeconds(this.clock.now()),
      });
    }
  }
}
