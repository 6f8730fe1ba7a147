import type { AdsEntities } from '@platform/ads-entity';
import { Prepare, type Unstamped } from '@platform/event-store';
import { CATALOG_PRODUCTS, type CatalogProductsCommand, type CatalogProductsState } from '../../domain/catalog-products';
import { ProductCatalog } from '../../entities/product-catalog.entity';

type OnProducts = Extract<CatalogProductsCommand, { userId: string }>;

/**
 * A command on the products of the caller's catalog: decided on the catalog's
 * products stream, appended with a guard on the catalog (the caller's, live:
 * otherwise its not-found, naming product_catalog_id). `outcomes` reads the
 * state the last attempt decided on, at the time stamped (per-item outcomes,
 * decided with the events); the answer is `outcome.value`.
 */
export function onOwnedCatalog<C extends OnProducts, O>(entities: AdsEntities, command: Unstamped<C>, outcomes: (command: C, state: CatalogProductsState) => O) {
  const { environment, userId, catalogId } = command;
  const outcome = { value: undefined as O };
  const decision = new Prepare<CatalogProductsState, Unstamped<CatalogProductsCommand>>(async (state, now) => {
    const guard = await entities.ownedGuard(ProductCatalog, environment, userId, catalogId);
    outcome.value = outcomes({ ...command, now } as unknown as C, state);
    return { command, guards: [guard] };
  });
  return { stream: CATALOG_PRODUCTS.streamId(environment, catalogId), command: decision, outcome };
}
