import type { Environment } from '@platform/ddd';
import type { EventStore, Processor, RecordedEvent } from '@platform/event-store';
import {
  CATALOG_PRODUCTS,
  type ProductSetCreated,
  type ProductsBatchApplied,
  type ProductsDeleted,
} from '../../domain/catalog-products';

/**
 * Evaluates FILTERED product sets after the fact: for each catalog whose
 * FILTERED sets a batch of committed events made PROCESSING, asks the catalog's
 * stream to evaluate the sets not evaluated at its current revision (the
 * decider evaluates and appends the outcome; nothing when all are current, so
 * running twice is harmless).
 */
export class ProductSetsProcessor implements Processor {
  readonly name = 'catalog.product-sets';
  readonly startFrom = 'beginning' as const;
  readonly batchSize = 200;
  /** Sets are evaluated after the fact anyway: a busy catalog's batches are gathered for a moment first. */
  readonly gatherMs = 50;
  readonly handles = ['catalog.ProductsBatchApplied', 'catalog.ProductsDeleted', 'catalog.ProductSetCreated'];

  constructor(private readonly store: EventStore) {}

  async handle(events: RecordedEvent[]): Promise<void> {
    // the catalogs with FILTERED sets to evaluate, as the events say (a change lists the sets it makes PROCESSING)
    const catalogs = new Map<string, { environment: Environment; catalogId: string }>();
    for (const event of events) {
      const e = event as unknown as ProductsBatchApplied | ProductsDeleted | ProductSetCreated;
      const due = e.type === 'catalog.ProductSetCreated' ? e.data.set.type === 'FILTERED' : e.data.processing.length > 0;
      if (due) catalogs.set(`${e.data.environment} ${e.data.catalogId}`, { environment: e.data.environment, catalogId: e.data.catalogId });
    }
    for (const { environment, catalogId } of catalogs.values()) {
      await this.store.decide(CATALOG_PRODUCTS, CATALOG_PRODUCTS.streamId(environment, catalogId), { type: 'EvaluateProductSets', environment, catalogId });
    }
  }
}
