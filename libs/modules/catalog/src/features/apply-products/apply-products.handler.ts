import { AdsEntities } from '@platform/ads-entity';
import { numericId } from '@platform/ddd';
import { streamCommandHandler } from '@platform/event-store';
import { type ApplyProducts, CATALOG_PRODUCTS, decideProducts } from '../../domain/catalog-products';
import { ApplyProductsCommand } from '../shared/apply-products.command';
import { onOwnedCatalog } from '../shared/catalog-products';

/** One batch: decided on the catalog's products as they are, appended as one event; answers each item's outcome. */
export const ApplyProductsHandler = streamCommandHandler(ApplyProductsCommand, CATALOG_PRODUCTS, {
  inject: [AdsEntities],
  decide({ environment, userId, catalogId, items, maxItems }, entities: AdsEntities) {
    const newKeys = items.map(() => numericId());
    const command = { type: 'ApplyProducts' as const, environment, catalogId, userId, items, newKeys, maxItems };
    // the outcomes of the state the attempt decides on (the decider's events come from the same decision)
    return onOwnedCatalog(entities, command, (stamped: ApplyProducts, state) => decideProducts(stamped, state).outcomes);
  },
  answer: (_result, { outcome }) => outcome.value,
});
