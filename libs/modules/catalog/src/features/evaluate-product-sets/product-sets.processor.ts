import type { Clock, Environment } from '@platform/ddd';
import { isoSeconds } from '@platform/ddd';
import type { EventStore, Processor, RecordedEvent, Sql } from '@platform/event-store';
import { CATALOG_PRODUCTS_STREAM, catalogProductsDecider, catalogProductsStreamId } from '../../domain/catalog-products';

/**
 * Evaluates FILTERED product sets after the fact: for each catalog with
 * FILTERED sets whose products or sets changed in a batch of committed events, asks the catalog's
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

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async handle(events: RecordedEvent[], sql: Sql): Promise<void> {
    const catalogs = new Map<string, { environment: Environment; catalogId: string }>();
    for (const event of events) {
      const { environment, catalogId } = event.data as { environment: Environment; catalogId: string };
      catalogs.set(`${environment} ${catalogId}`, { environment, catalogId });
    }
    // only catalogs with FILTERED sets have anything to evaluate (the stream's decider says what, and whether)
    const { rows } = await sql.query<{ environment: Environment; catalog_id: string }>(
      `SELECT DISTINCT s.environment, s.catalog_id FROM catalog.product_sets s
         JOIN unnest($1::text[], $2::text[]) AS c(environment, catalog_id) USING (environment, catalog_id)
        WHERE s.type = 'FILTERED'`,
      [[...catalogs.values()].map((c) => c.environment), [...catalogs.values()].map((c) => c.catalogId)],
    );
    for (const { environment, catalog_id: catalogId } of rows) {
      await this.store.handle(catalogProductsStreamId(environment, catalogId), CATALOG_PRODUCTS_STREAM, catalogProductsDecider, {
        type: 'EvaluateProductSets',
        environment,
        catalogId,
        now: isoSeconds(this.clock.now()),
      });
    }
  }
}
